// The public coach and athlete profiles: refusals first, then edits that show on the public /api/people (English
// names in English), photos checked by content (a text file named .png is refused), athlete profiles created and
// deleted. Every write audited.
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROFILE_PHOTO_SIZE } from '@swim/shared/api/admin-people';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { athleteProfiles, auditLog, coachProfiles } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildUser } from '../../test/factories.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'swim-people-'));
const t = useTestApp({ rateLimitMax: 100_000, dataDir });
let admin: Caller;
beforeEach(async () => {
  admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
});

const coachInput = {
  name: { bg: 'Георги Иванов', en: 'Georgi Ivanov', ru: 'Георгий Иванов' },
  title: { bg: 'Старши треньор', en: 'Head coach', ru: '' },
  bio: { bg: 'Бивш национален състезател.', en: 'A former national swimmer.', ru: '' },
  achievements: { bg: 'Треньор на годината 2024', en: '', ru: '' },
  specialties: [{ bg: 'Гръб', en: 'Backstroke', ru: '' }],
  yearsExperience: 18,
  published: true,
  sortOrder: 1,
};
const athleteInput = {
  name: { bg: 'Мария Димитрова', en: 'Maria Dimitrova', ru: 'Мария Димитрова' },
  discipline: { bg: '200 м бътерфлай', en: '200 m butterfly', ru: '' },
  achievements: { bg: 'Републикански шампион', en: 'National champion', ru: '' },
  birthYear: 2008,
  featured: true,
  sortOrder: 2,
};

const snapshot = async () => ({
  coaches: await t.database.db.select().from(coachProfiles).orderBy(coachProfiles.id),
  athletes: await t.database.db.select().from(athleteProfiles).orderBy(athleteProfiles.id),
  audit: await t.database.db.select().from(auditLog),
});

/** A multipart body with one file, as a browser's FormData sends it. */
function upload(url: string, file: { name: string; type: string; bytes: Buffer }) {
  const boundary = '----swimtestPeople0gW';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  return admin.inject({
    method: 'POST',
    url,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

async function makeCoach() {
  const instructor = await buildUser(t.database.db, { role: 'instructor' });
  const res = await admin.inject({
    method: 'POST',
    url: `/api/admin/instructors/${instructor.id}/coach-profile`,
    payload: coachInput,
  });
  expect(res.statusCode).toBe(201);
  return { instructor, profile: res.json() as { id: string } };
}

describe('admin coach and athlete profiles', () => {
  it('refuses anonymous callers (401) and non-admins (403) on every profile route, changing nothing', async () => {
    const { profile } = await makeCoach();
    const [athlete] = await t.database.db
      .insert(athleteProfiles)
      .values({
        name: { bg: 'А' },
        discipline: { bg: 'Б' },
        achievements: { bg: 'В' },
      })
      .returning();
    const requests = [
      { method: 'GET' as const, url: '/api/admin/coach-profiles' },
      { method: 'GET' as const, url: `/api/admin/coach-profiles/${profile.id}` },
      { method: 'PUT' as const, url: `/api/admin/coach-profiles/${profile.id}`, payload: coachInput },
      { method: 'POST' as const, url: `/api/admin/coach-profiles/${profile.id}/photo`, payload: {} },
      { method: 'GET' as const, url: '/api/admin/athlete-profiles' },
      { method: 'POST' as const, url: '/api/admin/athlete-profiles', payload: athleteInput },
      { method: 'PUT' as const, url: `/api/admin/athlete-profiles/${athlete?.id}`, payload: athleteInput },
      { method: 'DELETE' as const, url: `/api/admin/athlete-profiles/${athlete?.id}` },
      { method: 'POST' as const, url: `/api/admin/athlete-profiles/${athlete?.id}/photo`, payload: {} },
    ];
    const before = await snapshot();
    const parent = await buildCaller(t.app, t.database.db, { role: 'parent' });
    const instructor = await buildCaller(t.app, t.database.db, { role: 'instructor' });
    for (const request of requests) {
      expect((await t.app.inject(request)).statusCode).toBe(401);
      expect((await parent.inject(request)).statusCode).toBe(403);
      expect((await instructor.inject(request)).statusCode).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bad input (400), a second profile (409), a non-instructor (400) and unknown ids (404), changing nothing', async () => {
    const { instructor, profile } = await makeCoach();
    const parent = await buildUser(t.database.db, { role: 'parent' });
    const before = await snapshot();
    const bad = await admin.inject({
      method: 'PUT',
      url: `/api/admin/coach-profiles/${profile.id}`,
      payload: { ...coachInput, name: { bg: ' ', en: 'Georgi' }, yearsExperience: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.map((d: { path: string; message: string }) => [d.path, d.message])).toEqual(
      expect.arrayContaining([
        ['name.bg', 'required'],
        ['yearsExperience', 'invalid'],
      ]),
    );
    const second = await admin.inject({
      method: 'POST',
      url: `/api/admin/instructors/${instructor.id}/coach-profile`,
      payload: coachInput,
    });
    expect(second.statusCode).toBe(409);
    const notInstructor = await admin.inject({
      method: 'POST',
      url: `/api/admin/instructors/${parent.id}/coach-profile`,
      payload: coachInput,
    });
    expect(notInstructor.statusCode).toBe(400);
    for (const id of ['not-a-uuid', crypto.randomUUID()]) {
      expect((await admin.inject({ url: `/api/admin/coach-profiles/${id}` })).statusCode).toBe(404);
      expect(
        (await admin.inject({ method: 'PUT', url: `/api/admin/athlete-profiles/${id}`, payload: athleteInput }))
          .statusCode,
      ).toBe(404);
      expect((await admin.inject({ method: 'DELETE', url: `/api/admin/athlete-profiles/${id}` })).statusCode).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("shows an edited coach's English name and bio on the public /api/people, and hides an unpublished one", async () => {
    const { profile } = await makeCoach();
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/admin/coach-profiles/${profile.id}`,
      payload: {
        ...coachInput,
        name: { ...coachInput.name, en: 'George Ivanov' },
        bio: { ...coachInput.bio, en: 'Coach since 2008.' },
      },
    });
    expect(res.statusCode).toBe(200);
    const people = await t.app.inject({ url: '/api/people', headers: { 'accept-language': 'en' } });
    expect(people.statusCode).toBe(200);
    expect(people.json().coaches).toMatchObject([
      {
        id: profile.id,
        name: { bg: 'Георги Иванов', en: 'George Ivanov', ru: 'Георгий Иванов' },
        bio: { en: 'Coach since 2008.' },
        achievements: { bg: 'Треньор на годината 2024' },
      },
    ]);
    await admin.inject({
      method: 'PUT',
      url: `/api/admin/coach-profiles/${profile.id}`,
      payload: { ...coachInput, published: false },
    });
    expect((await t.app.inject({ url: '/api/people' })).json().coaches).toEqual([]);
    const actions = (await t.database.db.select().from(auditLog)).map((a) => a.action).sort();
    expect(actions).toEqual(['coach_profile.created', 'coach_profile.updated', 'coach_profile.updated']);
  });

  it('lists coach profiles by holder: one whose user is no longer an instructor can still be found and hidden', async () => {
    const { instructor, profile } = await makeCoach();
    const other = await makeCoach();
    const holders = async (holder: string) =>
      (await admin.inject({ url: `/api/admin/coach-profiles?holder=${holder}` }))
        .json()
        .items.map((p: { id: string }) => p.id);
    expect(await holders('none')).toEqual([]);
    expect((await holders('all')).sort()).toEqual([profile.id, other.profile.id].sort());
    await admin.inject({ method: 'PATCH', url: `/api/admin/users/${instructor.id}/role`, payload: { role: 'parent' } });
    expect(await holders('none')).toEqual([profile.id]);
    expect(await holders('instructor')).toEqual([other.profile.id]);
    const hidden = await admin.inject({
      method: 'PUT',
      url: `/api/admin/coach-profiles/${profile.id}`,
      payload: { ...coachInput, published: false },
    });
    expect(hidden.json()).toMatchObject({ published: false });
    expect((await admin.inject({ url: '/api/admin/coach-profiles?holder=nobody' })).statusCode).toBe(400);
  });

  it('refuses a photo whose content is not an image whatever its name, and keeps a real one as an 800 px WebP', async () => {
    const { profile } = await makeCoach();
    const before = await snapshot();
    const url = `/api/admin/coach-profiles/${profile.id}/photo`;
    for (const name of ['portrait.png', 'portrait.jpg', 'portrait.webp']) {
      const res = await upload(url, {
        name,
        type: 'image/png',
        bytes: Buffer.from('<svg onload=alert(1)>not an image'),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('IMAGE_INVALID');
    }
    // A PNG signature with nothing decodable behind it is refused too.
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    expect((await upload(url, { name: 'x.png', type: 'image/png', bytes: fake })).json().error.code).toBe(
      'IMAGE_INVALID',
    );
    expect(await snapshot()).toEqual(before);
    const peopleDir = path.join(dataDir, 'uploads', 'people');
    expect(existsSync(peopleDir) ? readdirSync(peopleDir) : []).toEqual([]);

    const bytes = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#0a5' } })
      .jpeg()
      .toBuffer();
    const ok = await upload(url, { name: 'photo.txt', type: 'text/plain', bytes });
    expect(ok.statusCode).toBe(200);
    const photoUrl: string = ok.json().photoUrl;
    expect(photoUrl).toMatch(/^\/uploads\/people\/.+\.webp$/);
    const stored = await sharp(path.join(dataDir, 'uploads', 'people', path.basename(photoUrl))).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: PROFILE_PHOTO_SIZE, height: 600 });
    expect((await t.app.inject({ url: photoUrl })).statusCode).toBe(200);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'coach_profile.photo_replaced'));
    expect(audit).toHaveLength(1);
  });

  it('creates, lists, edits and deletes an athlete profile, each write audited and shown on /api/people', async () => {
    const created = await admin.inject({ method: 'POST', url: '/api/admin/athlete-profiles', payload: athleteInput });
    expect(created.statusCode).toBe(201);
    const id: string = created.json().id;
    const list = (await admin.inject({ url: '/api/admin/athlete-profiles?search=butterfly' })).json();
    expect(list.items.map((a: { id: string }) => a.id)).toEqual([id]);
    expect((await admin.inject({ url: '/api/admin/athlete-profiles?search=кроул' })).json().total).toBe(0);
    expect((await t.app.inject({ url: '/api/people' })).json().athletes).toMatchObject([
      { id, name: { en: 'Maria Dimitrova' } },
    ]);
    const edited = await admin.inject({
      method: 'PUT',
      url: `/api/admin/athlete-profiles/${id}`,
      payload: { ...athleteInput, featured: false },
    });
    expect(edited.json()).toMatchObject({ featured: false });
    expect((await t.app.inject({ url: '/api/people' })).json().athletes).toEqual([]);
    expect((await admin.inject({ method: 'DELETE', url: `/api/admin/athlete-profiles/${id}` })).statusCode).toBe(204);
    expect(await t.database.db.select().from(athleteProfiles)).toEqual([]);
    const actions = (await t.database.db.select().from(auditLog)).map((a) => a.action).sort();
    expect(actions).toEqual(['athlete_profile.created', 'athlete_profile.deleted', 'athlete_profile.updated']);
  });
});
