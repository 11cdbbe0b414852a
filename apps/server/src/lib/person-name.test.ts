// One rule for a person's name (ADR 0026): a coach is named by their coach profile in the reader's language on every
// read that names them, public or signed in; someone without a profile by their account name in every language.
import type { AuditEntry } from '@swim/shared/api/admin-audit';
import type { AdminClass } from '@swim/shared/api/admin-club';
import type { AdminInstructor } from '@swim/shared/api/admin-people';
import type { AdminUser } from '@swim/shared/api/admin-users';
import type { Child, ChildActivity, ClassOption } from '@swim/shared/api/children';
import type { InstructorDashboard } from '@swim/shared/api/instructor';
import type { Coach, ScheduleEntry, UpcomingClass } from '@swim/shared/api/public';
import type { Language } from '@swim/shared/enums';
import { type LocalizedText, pickText } from '@swim/shared/localized';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coachProfiles, progressMetrics } from '../db/schema/index.js';
import { useTestApp } from '../test/app.js';
import { buildCaller } from '../test/auth.js';
import { buildChild, buildClass, buildEnrollment } from '../test/factories.js';

const t = useTestApp();

/** How the club writes the coach's name, and what each language's reader must see. */
const PROFILE_NAME = { bg: 'Георги Иванов', en: 'Georgi Ivanov', ru: 'Георгий Иванов' };
const EXPECTED: Record<Language, string> = { bg: 'Георги Иванов', en: 'Georgi Ivanov', ru: 'Георгий Иванов' };
const LANGUAGES: Language[] = ['bg', 'en', 'ru'];
/** Every day of the week, so the upcoming list holds the class whatever the day the test runs. */
const EVERY_DAY = Array.from({ length: 7 }, (_, dayOfWeek) => ({ dayOfWeek, startTime: '23:30' }));

const inLanguages = (name: LocalizedText | null | undefined) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, pickText(name, language)]));

/** A coach with an account name in Bulgarian and a profile naming them in three languages, leading one class. */
async function coachWithClass() {
  const coach = await buildCaller(t.app, t.database.db, { role: 'instructor', name: 'Георги Иванов' });
  await t.database.db
    .insert(coachProfiles)
    .values({ userId: coach.user.id, name: PROFILE_NAME, title: { bg: 'Треньор' }, bio: { bg: 'Плува от дете.' } });
  const cls = await buildClass(t.database.db, { instructorId: coach.user.id, sessions: EVERY_DAY });
  return { coach, cls };
}

async function json<T>(url: string): Promise<T> {
  const res = await t.app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
}

describe('a coach is named by their profile in each language', () => {
  it('on /coaches, the schedule, the upcoming classes and the class options alike', async () => {
    const { cls } = await coachWithClass();

    const people = await json<{ coaches: Coach[] }>('/api/people');
    const schedule = await json<ScheduleEntry[]>('/api/schedule');
    const upcoming = await json<UpcomingClass[]>('/api/schedule/upcoming?days=7&limit=20');
    const options = await json<ClassOption[]>('/api/classes');

    expect(inLanguages(people.coaches[0]?.name)).toEqual(EXPECTED);
    expect(inLanguages(schedule.find((e) => e.classId === cls.id)?.instructor?.name)).toEqual(EXPECTED);
    expect(upcoming.length).toBeGreaterThan(0);
    for (const entry of upcoming) expect(inLanguages(entry.instructor?.name)).toEqual(EXPECTED);
    expect(inLanguages(options.find((o) => o.id === cls.id)?.instructor)).toEqual(EXPECTED);
  });

  it("in a parent's child profile and its progress, the coach's class list and the admin's classes", async () => {
    const { coach, cls } = await coachWithClass();
    const parent = await buildCaller(t.app, t.database.db);
    const child = await buildChild(t.database.db, parent.user.id);
    await buildEnrollment(t.database.db, child.id, cls.id);
    await t.database.db.insert(progressMetrics).values({ key: 'speed', label: { bg: 'Скорост' }, sortOrder: 1 });
    const assessed = await coach.inject({
      method: 'POST',
      url: `/api/instructor/children/${child.id}/assessments`,
      payload: { date: '2026-01-15', scores: [{ metric: 'speed', score: 4 }] },
    });
    expect(assessed.statusCode, assessed.body).toBe(201);
    const admin = await buildCaller(t.app, t.database.db, { role: 'admin' });

    const profile = (await parent.inject({ url: `/api/children/${child.id}` })).json() as Child;
    const activity = (await parent.inject({ url: `/api/children/${child.id}/activity` })).json() as ChildActivity;
    const coachView = (await coach.inject({ url: '/api/instructor/dashboard' })).json() as InstructorDashboard;
    const adminView = (await admin.inject({ url: '/api/admin/classes' })).json() as { items: AdminClass[] };

    expect(inLanguages(profile.enrollments[0]?.instructor)).toEqual(EXPECTED);
    expect(inLanguages(activity.progress.assessments[0]?.instructor)).toEqual(EXPECTED);
    expect(inLanguages(coachView.classes[0]?.instructor)).toEqual(EXPECTED);
    expect(inLanguages(adminView.items[0]?.instructor?.name)).toEqual(EXPECTED);
  });

  it("in the admin's people lists, their search, a role change and the audit log", async () => {
    const { coach } = await coachWithClass();
    const admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
    const read = async <T>(url: string) => (await admin.inject({ url })).json() as T;

    const instructors = await read<{ items: AdminInstructor[] }>('/api/admin/instructors?search=Georgi');
    expect(instructors.items.map((i) => inLanguages(i.name))).toEqual([EXPECTED]);
    const users = await read<{ items: AdminUser[] }>('/api/admin/users?role=instructor');
    expect(users.items.map((u) => inLanguages(u.name))).toEqual([EXPECTED]);
    const changed = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/users/${coach.user.id}/role`,
      payload: { role: 'admin' },
    });
    expect(changed.statusCode).toBe(200);
    expect(inLanguages((changed.json() as AdminUser).name)).toEqual(EXPECTED);
    const audit = await read<{ items: AuditEntry[] }>('/api/admin/audit');
    expect(inLanguages(audit.items.find((e) => e.entityId === coach.user.id)?.target?.name)).toEqual(EXPECTED);
  });

  it('falls back to Bulgarian for a language the profile lacks', async () => {
    const { cls } = await coachWithClass();
    await t.database.db.update(coachProfiles).set({ name: { bg: 'Георги Иванов', en: 'Georgi Ivanov' } });
    const entry = (await json<ScheduleEntry[]>('/api/schedule')).find((e) => e.classId === cls.id);
    expect(inLanguages(entry?.instructor?.name)).toEqual({
      bg: 'Георги Иванов',
      en: 'Georgi Ivanov',
      ru: 'Георги Иванов',
    });
  });

  it('shows a renamed profile on the next read of the schedule and of a child profile', async () => {
    const { cls } = await coachWithClass();
    const parent = await buildCaller(t.app, t.database.db);
    const child = await buildChild(t.database.db, parent.user.id);
    await buildEnrollment(t.database.db, child.id, cls.id);
    const scheduleName = async () => (await json<ScheduleEntry[]>('/api/schedule'))[0]?.instructor?.name.en;
    expect(await scheduleName()).toBe('Georgi Ivanov');

    // Raw SQL, as any writer might: the database stamps the club's data, so the cached schedule is read again.
    await t.database.db.execute(
      sql`update coach_profiles set name = name || '{"en":"George Ivanov"}'::jsonb where user_id is not null`,
    );
    expect(await scheduleName()).toBe('George Ivanov');
    const profile = (await parent.inject({ url: `/api/children/${child.id}` })).json() as Child;
    expect(profile.enrollments[0]?.instructor?.en).toBe('George Ivanov');
  });
});

describe('someone without a coach profile is named by their account name', () => {
  it('as they wrote it, in every language', async () => {
    const coach = await buildCaller(t.app, t.database.db, { role: 'instructor', name: 'Иван Треньоров' });
    const cls = await buildClass(t.database.db, { instructorId: coach.user.id });
    const entry = (await json<ScheduleEntry[]>('/api/schedule')).find((e) => e.classId === cls.id);
    expect(inLanguages(entry?.instructor?.name)).toEqual({
      bg: 'Иван Треньоров',
      en: 'Иван Треньоров',
      ru: 'Иван Треньоров',
    });
  });

  it('and by the profile again once one is made for them', async () => {
    const coach = await buildCaller(t.app, t.database.db, { role: 'instructor', name: 'Георги' });
    await buildClass(t.database.db, { instructorId: coach.user.id });
    expect((await json<ScheduleEntry[]>('/api/schedule'))[0]?.instructor?.name).toEqual({ bg: 'Георги' });
    await t.database.db
      .insert(coachProfiles)
      .values({ userId: coach.user.id, name: PROFILE_NAME, title: { bg: 'Треньор' }, bio: { bg: 'Плува.' } });
    expect((await json<ScheduleEntry[]>('/api/schedule'))[0]?.instructor?.name).toEqual(PROFILE_NAME);
    await t.database.db.delete(coachProfiles).where(eq(coachProfiles.userId, coach.user.id));
    expect((await json<ScheduleEntry[]>('/api/schedule'))[0]?.instructor?.name).toEqual({ bg: 'Георги' });
  });
});
