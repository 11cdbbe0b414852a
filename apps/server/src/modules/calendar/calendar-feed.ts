// One account's calendar feed as ICS (issue 27 item 5): the next 8 weeks of dated sessions from today in the club's
// calendar, in the account's language. A parent's children ('Мария – Делфинчета 1'), with make-ups as their own
// events; an athlete's own sessions; a coach's classes; an admin's every class. Coaches and admins who are parents
// also get their own children's. Cancelled and closed sessions stay in as STATUS:CANCELLED with the reason.
import { CALENDAR_WEEKS, type CalendarScope, calendarScopeOf } from '@swim/shared/api/calendar';
import { hhmm, takesPlace } from '@swim/shared/dated-sessions';
import { addDays } from '@swim/shared/dates';
import type { Language, Role } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { children, users } from '../../db/schema/index.js';
import type { ClassSession } from '../sessions/dated-sessions.service.js';
import { clubToday } from '../sessions/session-view.js';
import { readClubSettings } from '../settings/settings.service.js';
import {
  classSessionsOf,
  type Swimmer,
  type SwimmerSession,
  swimmerSessions,
  trialSessions,
} from './calendar-sessions.js';
import { CALENDAR_TEXT } from './calendar-texts.js';
import { type SessionDetails, loadSessionDetails } from './session-details.js';
import { type CalendarEvent, writeIcs } from './write-ics.js';

/** Whose feed it is, as the address's owner reads now (their role and language may have changed since). */
export type FeedOwner = {
  userId: string;
  role: Role;
  language: Language;
  /** An athlete's own swimmer record, when the club linked one. */
  swimmerId: string | null;
};

type Context = { owner: FeedOwner; scope: CalendarScope; host: string; publicUrl: string };

/** A swimmer's first name as the family wrote it (the first word of the full name). */
const firstNameOf = (fullName: string): string => fullName.trim().split(/\s+/)[0] ?? fullName;

const uidTime = (s: ClassSession) => `${s.date}T${hhmm(s.startTime).replace(':', '')}`;

async function swimmersOf(db: Db, owner: FeedOwner): Promise<Swimmer[]> {
  const rows =
    owner.role === 'athlete'
      ? owner.swimmerId
        ? await db.select().from(children).where(eq(children.id, owner.swimmerId))
        : []
      : await db.select().from(children).where(eq(children.parentId, owner.userId));
  return rows.map((c) => ({ id: c.id, firstName: firstNameOf(c.fullName) }));
}

/** A family's booked trial lessons (athletes book none): read with the account's address as its dashboard reads them. */
async function familyTrials(db: Db, owner: FeedOwner, range: { from: string; to: string }): Promise<SwimmerSession[]> {
  if (owner.role === 'athlete') return [];
  const [account] = await db
    .select({ email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, owner.userId));
  if (!account) return [];
  return trialSessions(db, { viewer: { id: owner.userId, role: owner.role, ...account }, ...range });
}

function eventOf(
  ctx: Context,
  session: ClassSession,
  details: SessionDetails,
  shape: { uid: string; title: string; lines: string[]; url: string | null },
): CalendarEvent {
  const t = CALENDAR_TEXT[ctx.owner.language];
  const mark = session.status === 'closed' ? `${t.closed}: ` : session.status === 'cancelled' ? `${t.cancelled}: ` : '';
  return {
    uid: `${shape.uid}@${ctx.host}`,
    onDate: session.onDate,
    atTime: hhmm(session.atTime),
    durationMinutes: session.cls.durationMinutes,
    summary: `${mark}${shape.title}`,
    description: [
      ...details.notes,
      ...shape.lines,
      ...(details.coachName ? [`${t.coach}: ${details.coachName}`] : []),
    ].join('\n'),
    location: details.location,
    url: shape.url,
    cancelled: !takesPlace(session),
    // Counted from the session's recorded changes, so it never goes back (session-details.ts).
    sequence: details.sequence,
    lastModified: details.lastModified,
  };
}

function swimmerEvent(ctx: Context, item: SwimmerSession, details: SessionDetails): CalendarEvent {
  const t = CALENDAR_TEXT[ctx.owner.language];
  const { swimmer, session } = item;
  const classTitle = pickText(session.cls.title, ctx.owner.language);
  const named = ctx.scope === 'swimmer' ? classTitle : `${swimmer.firstName} – ${classTitle}`;
  if (item.as === 'trial') {
    // A trial's swimmer is the booking (the child has no record yet): its page is the family's dashboard.
    return eventOf(ctx, session, details, {
      uid: `trial.${swimmer.id}.${uidTime(session)}`,
      title: `${named} (${t.trial})`,
      lines: [t.trialNote],
      url: `${ctx.publicUrl}/dashboard`,
    });
  }
  const makeup = item.as === 'makeup';
  return eventOf(ctx, session, details, {
    uid: `${makeup ? 'makeup' : 'session'}.${swimmer.id}.${session.cls.id}.${uidTime(session)}`,
    title: makeup ? `${named} (${t.makeup})` : named,
    lines: makeup ? [t.makeupNote] : [],
    url: ctx.scope === 'swimmer' ? `${ctx.publicUrl}/athlete/dashboard` : `${ctx.publicUrl}/child/${swimmer.id}`,
  });
}

function classEvent(ctx: Context, session: ClassSession, details: SessionDetails): CalendarEvent {
  return eventOf(ctx, session, details, {
    uid: `class.${session.cls.id}.${uidTime(session)}`,
    title: pickText(session.cls.title, ctx.owner.language),
    lines: [],
    url: ctx.scope === 'coach' ? `${ctx.publicUrl}/instructor/class/${session.cls.id}` : `${ctx.publicUrl}/admin`,
  });
}

/** The owner's feed as ICS text, for the 8 weeks from `now`'s day in the club's calendar. */
export async function writeCalendarFeed(
  db: Db,
  input: { owner: FeedOwner; publicUrl: string; now: Date },
): Promise<string> {
  const { owner } = input;
  const scope = calendarScopeOf(owner.role);
  const from = clubToday(input.now);
  const to = addDays(from, CALENDAR_WEEKS * 7 - 1);
  const swimming = [
    ...(await swimmerSessions(db, { swimmers: await swimmersOf(db, owner), from, to })),
    ...(await familyTrials(db, owner, { from, to })),
  ].sort((a, b) => a.session.startsAt.getTime() - b.session.startsAt.getTime());
  const classes =
    scope === 'coach' || scope === 'club'
      ? await classSessionsOf(db, { coachId: scope === 'club' ? 'everyone' : owner.userId, from, to })
      : [];
  const describe = await loadSessionDetails(db, [...swimming.map((s) => s.session), ...classes]);
  const ctx: Context = { owner, scope, host: new URL(input.publicUrl).hostname, publicUrl: input.publicUrl };
  const events = [
    ...swimming.map((item) => swimmerEvent(ctx, item, describe(item.session, owner.language))),
    ...classes.map((session) => classEvent(ctx, session, describe(session, owner.language))),
  ];
  const settings = await readClubSettings(db);
  return writeIcs({
    name: pickText(settings.name, owner.language),
    description: CALENDAR_TEXT[owner.language].description[scope],
    events,
    now: input.now,
  });
}
