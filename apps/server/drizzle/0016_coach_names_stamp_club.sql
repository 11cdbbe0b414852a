-- A coach is named by their coach profile wherever classes are shown (ADR 0026): the schedule, the class lists and the
-- families' dashboards, all read under the 'club' stamp. So a change to a coach profile moves that stamp too, beside
-- 'people' (the /coaches page).
CREATE CONSTRAINT TRIGGER "coach_profiles_club_version" AFTER INSERT OR DELETE OR UPDATE OF "name", "user_id" ON "coach_profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('club');--> statement-breakpoint
CREATE TRIGGER "coach_profiles_club_version_truncate" AFTER TRUNCATE ON "coach_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('club');
