// Consents per child (issue 29): medical notes only with the consent to keep them, answers to the current text only,
// each answer kept as history, another family's child out of reach, and the athlete's own consent from 14.
import { sql } from 'drizzle-orm';
import { CONSENT_TEXTS } from '@swim/shared/privacy';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { athleteAccounts, athleteProfiles } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild } from '../../test/factories.js';

/** The consent texts' current versions, as the wizard sends them with the answers. */
const VERSIONS = { photos: CONSENT_TEXTS.photos.version, medical: CONSENT_TEXTS.medical.version };
const t = useTestApp({ rateLimitMax: 100_000 });
let parent: Caller;
let other: Caller;

beforeEach(async () => {
  parent = await buildCaller(t.app, t.database.db, { name: 'Мария Петрова', address: '10.29.0.1' });
  other = await buildCaller(t.app, t.database.db, { name: 'Иван Иванов', address: '10.29.0.2' });
});

const childInput = {
  fullName: 'Виктория Петрова',
  firstName: 'Victoria',
  lastName: 'Petrova',
  birthDate: '2018-06-01',
  gender: 'female',
  skillLevel: 'beginner',
  notes: '',
  medicalNotes: 'Алергия към хлор',
  emergencyContact: 'Мария Петрова',
  emergencyPhone: '+359 888 111 222',
};

/** Rows straight from the database, independent of the service under test. */
const db = () => t.database.db;
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
const consentRows = (childId: string) =>
  rows<{ kind: string; granted: boolean; text_version: number; given_by: string; given_as: string }>(
    sql`select kind, granted, text_version, given_by, given_as from consents where child_id = ${childId}
      order by kind, given_at`,
  );
const childCount = async () => Number((await rows<{ n: number }>(sql`select count(*)::int as n from children`))[0]?.n);
const medicalOf = async (childId: string) =>
  (await rows<{ m: string | null }>(sql`select medical_notes as m from children where id = ${childId}`))[0]?.m;

const answer = (caller: Caller, childId: string, kind: string, granted: boolean, textVersion = 1) =>
  caller.inject({ method: 'PUT', url: `/api/children/${childId}/consents/${kind}`, payload: { granted, textVersion } });

describe('medical notes', () => {
  it('are refused without the consent to keep them, and nothing is created', async () => {
    for (const consents of [undefined, { photos: true, medical: false, versions: VERSIONS }]) {
      const res = await parent.inject({ method: 'POST', url: '/api/children', payload: { ...childInput, consents } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual([{ path: 'medicalNotes', message: 'medicalConsentRequired' }]);
    }
    expect(await childCount()).toBe(0);
    expect(await rows(sql`select * from consents`)).toEqual([]);
  });

  it('are kept with the consent, which is recorded with who gave it and to which text', async () => {
    const res = await parent.inject({
      method: 'POST',
      url: '/api/children',
      payload: { ...childInput, consents: { photos: false, medical: true, versions: VERSIONS } },
    });
    expect(res.statusCode).toBe(201);
    const childId = res.json().id;
    expect(await medicalOf(childId)).toBe('Алергия към хлор');
    expect(
      (await consentRows(childId)).map((r) => [r.kind, r.granted, r.text_version, r.given_by, r.given_as]),
    ).toEqual([
      ['medical', true, CONSENT_TEXTS.medical.version, parent.user.id, 'parent'],
      ['photos', false, CONSENT_TEXTS.photos.version, parent.user.id, 'parent'],
    ]);
  });

  it('go when the consent is withdrawn, and cannot be written again until it is given', async () => {
    const childId = (
      await parent.inject({
        method: 'POST',
        url: '/api/children',
        payload: { ...childInput, consents: { photos: true, medical: true, versions: VERSIONS } },
      })
    ).json().id;
    const withdrawn = await answer(parent, childId, 'medical', false);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().consents.find((c: { kind: string }) => c.kind === 'medical')).toMatchObject({
      granted: false,
      needsAnswer: false,
      givenByName: 'Мария Петрова',
    });
    expect(await medicalOf(childId)).toBeNull();

    const { consents: _, skillLevel: __, ...edit } = { ...childInput, consents: null };
    const refused = await parent.inject({ method: 'PUT', url: `/api/children/${childId}`, payload: edit });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('MEDICAL_CONSENT_REQUIRED');
    expect(await medicalOf(childId)).toBeNull();
    // Without medical text the same edit saves.
    const saved = await parent.inject({
      method: 'PUT',
      url: `/api/children/${childId}`,
      payload: { ...edit, medicalNotes: '', notes: 'Обича гръб' },
    });
    expect(saved.statusCode).toBe(200);

    expect((await answer(parent, childId, 'medical', true)).statusCode).toBe(200);
    expect((await parent.inject({ method: 'PUT', url: `/api/children/${childId}`, payload: edit })).statusCode).toBe(
      200,
    );
    expect(await medicalOf(childId)).toBe('Алергия към хлор');
    // Every answer is kept: given at registration, withdrawn, given again.
    expect((await consentRows(childId)).filter((r) => r.kind === 'medical').map((r) => r.granted)).toEqual([
      true,
      false,
      true,
    ]);
  });
});

describe('answers', () => {
  it('given at registration must be to the texts in force; an old version refuses the child, nothing created', async () => {
    const res = await parent.inject({
      method: 'POST',
      url: '/api/children',
      payload: { ...childInput, consents: { photos: true, medical: true, versions: { ...VERSIONS, photos: 0 } } },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CONSENT_TEXT_CHANGED');
    expect(await childCount()).toBe(0);
  });

  it('must be given to the current text; an old version is refused and nothing is recorded', async () => {
    const child = await buildChild(db(), parent.user.id);
    const res = await answer(parent, child.id, 'photos', true, CONSENT_TEXTS.photos.version - 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CONSENT_TEXT_CHANGED');
    expect(await consentRows(child.id)).toEqual([]);
  });

  it('are shown unanswered until given, and repeating the answer in force records nothing new', async () => {
    const child = await buildChild(db(), parent.user.id);
    const before = (await parent.inject({ url: `/api/children/${child.id}/consents` })).json();
    expect(
      before.consents.map((c: { kind: string; granted: null; needsAnswer: boolean }) => [
        c.kind,
        c.granted,
        c.needsAnswer,
      ]),
    ).toEqual([
      ['photos', null, true],
      ['medical', null, true],
    ]);
    await answer(parent, child.id, 'photos', true);
    await answer(parent, child.id, 'photos', true);
    expect(await consentRows(child.id)).toHaveLength(1);
    const audit = await rows<{ action: string }>(sql`select action from audit_log where entity_id = ${child.id}`);
    expect(audit.map((a) => a.action)).toEqual(['consent.given']);
  });

  it('cannot be read or given for another family’s child (answered like an unknown child)', async () => {
    const child = await buildChild(db(), parent.user.id);
    expect((await other.inject({ url: `/api/children/${child.id}/consents` })).statusCode).toBe(404);
    const res = await answer(other, child.id, 'photos', true);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('CHILD_NOT_FOUND');
    expect(await consentRows(child.id)).toEqual([]);
    expect((await answer(parent, 'not-a-child', 'photos', true)).statusCode).toBe(404);
    expect((await answer(parent, child.id, 'swimming', true)).statusCode).toBe(400);
  });
});

describe('an athlete under 14', () => {
  it('cannot give their own public-page consent, and stays off the public page', async () => {
    const athlete = await buildCaller(t.app, db(), { role: 'athlete', name: 'Ива Иванова', address: '10.29.0.4' });
    await db()
      .update(athleteAccounts)
      .set({ birthDate: '2015-05-05' })
      .where(sql`${athleteAccounts.userId} = ${athlete.user.id}`);
    await db()
      .insert(athleteProfiles)
      .values({
        userId: athlete.user.id,
        name: { bg: 'Ива Иванова' },
        discipline: { bg: '50 м бътерфлай' },
        achievements: { bg: 'Второ място' },
        featured: true,
      });
    const res = await athlete.inject({
      method: 'PUT',
      url: '/api/athlete/consents/public_profile',
      payload: { granted: true, textVersion: CONSENT_TEXTS.public_profile.version },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CONSENT_GIVEN_BY_PARENT');
    expect(await rows(sql`select * from consents where athlete_id = ${athlete.user.id}`)).toEqual([]);
    expect((await t.app.inject('/api/people')).json().athletes).toEqual([]);
    const view = (await athlete.inject({ url: '/api/athlete/consents' })).json();
    expect(view.consents).toMatchObject([{ kind: 'public_profile', granted: null, canAnswer: false }]);
  });
});

describe('an athlete of 14 or more', () => {
  it('answers the public page and photos on their own account; the parent sees it but cannot answer it', async () => {
    const athlete = await buildCaller(t.app, db(), { role: 'athlete', name: 'Калина Петрова', address: '10.29.0.3' });
    const child = await buildChild(db(), parent.user.id, { fullName: 'Калина Петрова', birthDate: '2010-02-01' });
    await db()
      .update(athleteAccounts)
      .set({ childId: child.id, birthDate: '2010-02-01' })
      .where(sql`${athleteAccounts.userId} = ${athlete.user.id}`);
    await db()
      .insert(athleteProfiles)
      .values({
        userId: athlete.user.id,
        name: { bg: 'Калина Петрова' },
        discipline: { bg: '100 м гръб' },
        achievements: { bg: 'Шампион' },
        featured: true,
      });
    const people = async () =>
      (await t.app.inject('/api/people')).json().athletes.map((a: { name: { bg: string } }) => a.name.bg);
    expect(await people()).toEqual([]);

    const refused = await answer(parent, child.id, 'public_profile', true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CONSENT_GIVEN_BY_ATHLETE');

    const given = await athlete.inject({
      method: 'PUT',
      url: '/api/athlete/consents/public_profile',
      payload: { granted: true, textVersion: CONSENT_TEXTS.public_profile.version },
    });
    expect(given.statusCode).toBe(200);
    expect(await people()).toEqual(['Калина Петрова']);
    const seen = (await parent.inject({ url: `/api/children/${child.id}/consents` })).json();
    expect(seen.consents.find((c: { kind: string }) => c.kind === 'public_profile')).toMatchObject({
      granted: true,
      givenAs: 'athlete',
      canAnswer: false,
    });

    await athlete.inject({
      method: 'PUT',
      url: '/api/athlete/consents/public_profile',
      payload: { granted: false, textVersion: CONSENT_TEXTS.public_profile.version },
    });
    expect(await people()).toEqual([]);
  });
});

describe('a paper consent form recorded by the admin', () => {
  it('is the family’s answer recorded by the club; parents and coaches cannot record one; bad input changes nothing', async () => {
    const child = await buildChild(db(), parent.user.id, { fullName: 'Виктория Петрова' });
    const admin = await buildCaller(t.app, db(), { role: 'admin', name: 'Анна Админова', address: '10.29.0.3' });
    const coach = await buildCaller(t.app, db(), { role: 'instructor', address: '10.29.0.4' });
    const paper = (caller: Caller, kind: string, granted: boolean, textVersion = 1, childId = child.id) =>
      caller.inject({
        method: 'PUT',
        url: `/api/admin/children/${childId}/consents/${kind}`,
        payload: { granted, textVersion },
      });

    // Not the parent's nor the coach's to record, and the console's read is the admin's only.
    expect((await paper(parent, 'photos', true)).statusCode).toBe(403);
    expect((await paper(coach, 'photos', true)).statusCode).toBe(403);
    expect((await parent.inject({ url: `/api/admin/children/${child.id}/consents` })).statusCode).toBe(403);
    // An old text, an unknown kind, an unknown child: refused, nothing written.
    const stale = await paper(admin, 'photos', true, CONSENT_TEXTS.photos.version + 1);
    expect([stale.statusCode, stale.json().error.code]).toEqual([409, 'CONSENT_TEXT_CHANGED']);
    expect((await paper(admin, 'swimming', true)).statusCode).toBe(400);
    expect((await paper(admin, 'photos', true, 1, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await consentRows(child.id)).toEqual([]);

    const recorded = await paper(admin, 'photos', true);
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().consents.find((c: { kind: string }) => c.kind === 'photos')).toMatchObject({
      granted: true,
      givenAs: 'admin',
      givenByName: 'Анна Админова',
      canAnswer: true,
    });
    expect(await consentRows(child.id)).toEqual([
      { kind: 'photos', granted: true, text_version: 1, given_by: admin.user.id, given_as: 'admin' },
    ]);
    // The parent sees it on the child's profile, and can withdraw it themselves.
    const own = await parent.inject({ url: `/api/children/${child.id}/consents` });
    expect(own.json().consents.find((c: { kind: string }) => c.kind === 'photos')).toMatchObject({
      granted: true,
      givenAs: 'admin',
    });
    expect((await answer(parent, child.id, 'photos', false)).statusCode).toBe(200);
    const [latest] = (await consentRows(child.id)).slice(-1);
    expect(latest).toMatchObject({ granted: false, given_as: 'parent' });
  });
});
