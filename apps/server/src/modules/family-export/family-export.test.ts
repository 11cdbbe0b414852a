// A family's export end to end: asked for over HTTP, built by the job's function, downloaded with the mail's link.
// Two families share a class; the export of one holds each of its rows (the seed records which they are, and a direct
// SQL read of each table proves the seed's record whole) and nothing of the other's.
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { athleteGoals, consents, dataExports, emailOutbox, progressMetrics, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildCaller, type Caller } from '../../test/auth.js';
import { buildClass, buildMedia, buildUser } from '../../test/factories.js';
import { pdfText } from '../../test/pdf-text.js';
import { buildQueuedExports } from './build-export.js';
import type { FamilyData } from './collect-family-data.js';
import { FAMILY_TABLES } from './family-data-map.js';
import { seedFamily } from './family-export-test-kit.js';
import { familyExportDeps } from './family-export.routes.js';
import { removeExpiredExports } from './remove-expired-exports.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'swim-export-test-'));
/** Exports live in a dot-folder of the uploads volume (DATA_DIR/uploads unless UPLOADS_DIR says otherwise). */
const exportsFolder = path.join(dataDir, 'uploads', '.exports');
let clock = new Date();
const t = useTestApp({ dataDir }, { now: () => clock });
const HOUR = 3_600_000;

beforeEach(() => {
  clock = new Date();
});

async function twoFamilies() {
  const { db } = t.database;
  const staff = await buildUser(db, { role: 'instructor', name: 'Треньор Иванов' });
  await db.insert(progressMetrics).values({ key: 'speed', label: { bg: 'Скорост' } });
  const shared = { staffId: staff.id, classId: (await buildClass(db)).id, waitClassId: (await buildClass(db)).id };
  const mediaId = (await buildMedia(db, { title: { bg: 'Състезание' }, url: '/uploads/race.webp' })).id;
  const a = await buildCaller(t.app, db, { name: 'Мария Петрова', address: '10.0.1.1' });
  const b = await buildCaller(t.app, db, { name: 'Иван Георгиев', address: '10.0.1.2' });
  const seedA = await seedFamily(db, {
    ...shared,
    mediaId,
    parent: a.user,
    childName: { full: 'Виктория Петрова', first: 'Виктория', last: 'Петрова' },
  });
  const seedB = await seedFamily(db, {
    ...shared,
    mediaId,
    parent: b.user,
    childName: { full: 'Борис Георгиев', first: 'Борис', last: 'Георгиев' },
  });
  return { a, b, staff, seedA, seedB };
}

/** Asks for an export as the caller, runs the build job, and answers the status the caller then sees. */
async function exportReady(caller: Caller) {
  const asked = await caller.inject({ method: 'POST', url: '/api/family-export' });
  expect(asked.statusCode).toBe(202);
  expect(asked.json().state).toBe('preparing');
  await buildQueuedExports(familyExportDeps(t.app));
  const status = await caller.inject({ method: 'GET', url: '/api/family-export' });
  expect(status.statusCode).toBe(200);
  const latest = status.json().latest;
  expect(latest).toMatchObject({ id: asked.json().id, state: 'ready' });
  return latest as { id: string; downloadUrl: string; expiresAt: string };
}

async function download(caller: Caller, url: string) {
  const res = await caller.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  const files = unzipSync(new Uint8Array(res.rawPayload));
  expect(Object.keys(files).sort()).toEqual(['data.json', 'summary.pdf']);
  const json = strFromU8(files['data.json'] as Uint8Array);
  return { json, data: JSON.parse(json) as FamilyData, pdf: files['summary.pdf'] as Uint8Array };
}

const idsOf = (rows: Record<string, unknown>[]) => rows.map((r) => String(r.id)).sort();

describe('a family’s export', () => {
  it('refuses callers who are not signed in, and an id that is no export', async () => {
    const { a } = await twoFamilies();
    for (const [method, url] of [
      ['GET', '/api/family-export'],
      ['POST', '/api/family-export'],
      ['GET', '/api/family-export/00000000-0000-4000-8000-000000000000/download?token=x'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { origin: 'http://localhost:3000' } });
      expect(res.statusCode, url).toBe(401);
    }
    const bad = await a.inject({ method: 'GET', url: '/api/family-export/not-an-id/download?token=x' });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().error.code).toBe('NOT_FOUND');
    expect(await t.database.db.select().from(dataExports)).toEqual([]);
  });

  it('holds every row of the family, table by table, and nothing of another family in the same class', async () => {
    const { db } = t.database;
    const { a, b, seedA, seedB } = await twoFamilies();
    const ready = await exportReady(a);
    const { json, data } = await download(a, ready.downloadUrl);

    expect(Object.keys(data.tables).sort()).toEqual(Object.keys(FAMILY_TABLES).sort());
    // Each table read directly holds exactly the rows the seed made for the two families (so its record is whole);
    // the export holds the first family's.
    const seeded = Object.keys(seedA).filter((table) => table !== 'childId');
    for (const table of seeded) {
      // The mail saying the export is ready, and the download's audit entry, are written after the export was read.
      const after =
        table === 'email_outbox'
          ? sql` where kind <> 'family-export-ready'`
          : table === 'audit_log'
            ? sql` where action <> 'data_export.downloaded'`
            : sql``;
      const all = await queryRows<{ id: string }>(db, sql`select id::text as id from ${sql.identifier(table)}${after}`);
      const extra = table === 'audit_log' ? await requestEntries(a.user.id) : [];
      expect(all.map((r) => r.id).sort(), table).toEqual(
        [...(seedA[table] ?? []), ...(seedB[table] ?? []), ...extra].sort(),
      );
      const rows = (data.tables as Record<string, Record<string, unknown>[]>)[table] ?? [];
      expect(idsOf(rows), table).toEqual([...(seedA[table] ?? []), ...extra].sort());
    }
    expect(idsOf(data.tables.users)).toEqual([a.user.id]);
    expect(idsOf(data.tables.data_exports)).toEqual([ready.id]);
    expect(data.tables.accounts).toEqual([expect.objectContaining({ provider: 'credential' })]);
    const [sessions] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from sessions where user_id = ${a.user.id}`,
    );
    expect(data.tables.sessions).toHaveLength(sessions?.n ?? -1);
    expect(data.tables.notice_preferences).toEqual([
      expect.objectContaining({ kind: 'payment_due', channel: 'push', enabled: false }),
    ]);
    expect(data.tables.push_subscriptions).toEqual([expect.objectContaining({ endpoint_host: 'push.example.test' })]);
    expect(data.tables.calendar_feeds).toHaveLength(1);
    expect(data.tables.email_outbox).toEqual([expect.objectContaining({ subject: 'Добре дошли' })]);
    expect(data.tables.media_children).toEqual([
      expect.objectContaining({
        child_id: seedA.childId[0],
        media: expect.objectContaining({ title: { bg: 'Състезание' }, url: '/uploads/race.webp' }),
      }),
    ]);
    for (const table of ['athlete_accounts', 'athlete_goals', 'athlete_profiles', 'coach_profiles'] as const) {
      expect(data.tables[table], table).toEqual([]);
    }
    // Dates are ISO, money integer cents beside its currency.
    expect(data.tables.payments[0]).toMatchObject({ amount: 8000, currency: 'EUR', refunded_amount: 1000 });
    expect(String(data.tables.payments[0]?.created_at)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
    expect(data.tables.attendance[0]?.date).toBe('2026-11-02');

    // Nothing of the other family: none of its ids, names or address appears anywhere in the file.
    const theirs = [b.user.id, b.user.email, 'Борис', 'Георгиев', ...Object.values(seedB).flat()];
    for (const value of theirs) expect(json.includes(value), value).toBe(false);
    // No secrets: password hashes, link and calendar secrets, push keys, mail bodies, stored PDFs.
    for (const secret of ['password', 'token_hash', 'calendar-secret', 'p256dh-secret', 'секретен линк', '"pdf"']) {
      expect(json.includes(secret), secret).toBe(false);
    }
  });

  it('is a link that works only for its owner, with its secret, for 24 hours; then the file is cleaned up', async () => {
    const { db } = t.database;
    const { a, b } = await twoFamilies();
    const ready = await exportReady(a);
    const missing = `/api/family-export/00000000-0000-4000-8000-000000000000/download?token=x`;

    const unknown = await b.inject({ method: 'GET', url: missing });
    const other = await b.inject({ method: 'GET', url: ready.downloadUrl });
    expect(unknown.statusCode).toBe(404);
    expect([other.statusCode, other.body]).toEqual([unknown.statusCode, unknown.body]);
    const signedOut = await t.app.inject({ method: 'GET', url: ready.downloadUrl });
    expect(signedOut.statusCode).toBe(401);
    // The mail's link opened in a browser that is signed out: sign in, then the profile holds the download.
    const fromMail = await t.app.inject({ method: 'GET', url: ready.downloadUrl, headers: { accept: 'text/html' } });
    expect([fromMail.statusCode, fromMail.headers.location]).toEqual([303, '/auth?redirect=%2Fprofile']);
    const wrong = await a.inject({ method: 'GET', url: `/api/family-export/${ready.id}/download?token=wrong` });
    const none = await a.inject({ method: 'GET', url: `/api/family-export/${ready.id}/download` });
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([404, 'NOT_FOUND']);
    expect([none.statusCode, none.json().error.code]).toEqual([404, 'NOT_FOUND']);
    expect(await downloadEntries(a.user.id)).toBe(0);

    await download(a, ready.downloadUrl);
    expect(await downloadEntries(a.user.id)).toBe(1);
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, ready.id));
    const file = row?.fileKey as string;
    expect(readdirSync(exportsFolder)).toContain(file);
    expect(new Date(ready.expiresAt).getTime() - (row?.readyAt?.getTime() ?? 0)).toBe(24 * HOUR);

    clock = new Date(clock.getTime() + 24 * HOUR + 60_000);
    const expired = await a.inject({ method: 'GET', url: ready.downloadUrl });
    expect([expired.statusCode, expired.json().error.code]).toEqual([410, 'EXPORT_EXPIRED']);
    const status = await a.inject({ method: 'GET', url: '/api/family-export' });
    expect(status.json().latest).toMatchObject({ state: 'expired', downloadUrl: null });
    // Another family's expired export is still not theirs to learn about.
    expect((await b.inject({ method: 'GET', url: ready.downloadUrl })).statusCode).toBe(404);

    expect(await removeExpiredExports(familyExportDeps(t.app))).toBe(1);
    expect(readdirSync(exportsFolder)).not.toContain(file);
    const [kept] = await db.select().from(dataExports).where(eq(dataExports.id, ready.id));
    expect(kept).toMatchObject({ status: 'ready', fileKey: null });
    expect(await downloadEntries(a.user.id)).toBe(1);
  });

  it('summarises in the parent’s language, with the child’s name in Cyrillic, and mails the link in it', async () => {
    const { db } = t.database;
    const { a } = await twoFamilies();
    await db.update(users).set({ preferredLanguage: 'ru' }).where(eq(users.id, a.user.id));
    const ready = await exportReady(a);
    const { pdf } = await download(a, ready.downloadUrl);
    const text = await pdfText(pdf);
    for (const expected of [
      'Ваши данные в клубе',
      'Виктория Петрова',
      'Действующие согласия',
      'Публикация фото и видео: дано',
      'Хранение медицинских заметок: не дано',
      'Что содержит data.json',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Борис');
    expect(text).not.toContain('Your data');

    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'family-export-ready'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(a.user.email);
    expect(mails[0]?.subject).toContain('Копия ваших данных готова');
    expect(mails[0]?.text).toContain(`${t.app.config.publicUrl}${ready.downloadUrl}`);
  });

  it('gives an athlete their own account, goals and consents, and no family’s data', async () => {
    const { db } = t.database;
    const { seedA, seedB } = await twoFamilies();
    const athlete = await buildCaller(t.app, db, { role: 'athlete', name: 'Елена Спортистка', address: '10.0.1.3' });
    const [goal] = await db
      .insert(athleteGoals)
      .values({ athleteId: athlete.user.id, title: '100 м свободен стил под 1:05' })
      .returning();
    const [consent] = await db
      .insert(consents)
      .values({ athleteId: athlete.user.id, kind: 'public_profile', granted: true, textVersion: 1, givenAs: 'athlete' })
      .returning();
    const ready = await exportReady(athlete);
    const { json, data } = await download(athlete, ready.downloadUrl);
    expect(data.tables.athlete_accounts).toEqual([expect.objectContaining({ user_id: athlete.user.id })]);
    expect(idsOf(data.tables.athlete_goals)).toEqual([goal?.id]);
    expect(idsOf(data.tables.consents)).toEqual([consent?.id]);
    expect(data.tables.children).toEqual([]);
    for (const value of [...Object.values(seedA).flat(), ...Object.values(seedB).flat()]) {
      expect(json.includes(value), value).toBe(false);
    }
  });

  it('makes at most three a day, with a translated refusal that changes nothing', async () => {
    const { a } = await twoFamilies();
    for (let n = 0; n < 3; n++) {
      expect((await a.inject({ method: 'POST', url: '/api/family-export' })).statusCode).toBe(202);
    }
    const status = await a.inject({ method: 'GET', url: '/api/family-export' });
    expect(status.json()).toMatchObject({ remainingToday: 0, latest: { state: 'preparing' } });
    const fourth = await a.inject({ method: 'POST', url: '/api/family-export' });
    expect([fourth.statusCode, fourth.json().error.code]).toEqual([429, 'EXPORT_LIMIT']);
    expect(await t.database.db.select().from(dataExports)).toHaveLength(3);
    clock = new Date(clock.getTime() + 24 * HOUR + 60_000);
    expect((await a.inject({ method: 'POST', url: '/api/family-export' })).statusCode).toBe(202);
  });
});

async function requestEntries(userId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id::text as id from audit_log where actor_id = ${userId} and action = 'data_export.requested'`,
  );
  return rows.map((r) => r.id);
}

async function downloadEntries(userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from audit_log where actor_id = ${userId} and action = 'data_export.downloaded'`,
  );
  return row?.n ?? 0;
}
