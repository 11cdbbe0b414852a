// The admin console's gallery: refusals first (401, 403, 400, 404, 413), uploads judged by their bytes (never the
// name or declared type), photos resized and stripped, captions, hiding, order and deletion as the public sees them.
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, media } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildMedia } from '../../test/factories.js';
import { mp4Bytes, png, postMultipart, sidewaysJpeg } from './test-upload.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'swim-media-'));
const limits = { imageBytes: 400_000, videoBytes: 600_000 };
const t = useTestApp({ rateLimitMax: 100_000, dataDir, mediaLimits: limits });
let admin: Caller;
beforeEach(async () => {
  admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
});

const caption = { title: { bg: 'Старт', en: 'Start', ru: 'Старт' }, description: { bg: 'Финал 50 м', en: '', ru: '' } };
const meta = (value: unknown = caption) => ({ meta: JSON.stringify(value) });
const snapshot = async () => ({
  media: await t.database.db.select().from(media).orderBy(media.id),
  audit: await t.database.db.select().from(auditLog).orderBy(auditLog.id),
});
const storedFolders = () => {
  const dir = path.join(dataDir, 'uploads', 'media');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const leftoverIncoming = () => {
  const dir = path.join(dataDir, 'uploads', '.incoming');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const publicTitles = async (query = '') =>
  (await t.app.inject(`/api/media${query}`)).json().map((m: { title: { bg: string } }) => m.title.bg);

describe('refusals', () => {
  it('refuses anonymous callers (401) and parents, instructors and athletes (403) on every route, changing nothing', async () => {
    const item = await buildMedia(t.database.db);
    const before = await snapshot();
    const calls = [
      { method: 'GET' as const, url: '/api/admin/media' },
      { method: 'PUT' as const, url: `/api/admin/media/${item.id}`, payload: caption },
      { method: 'PATCH' as const, url: `/api/admin/media/${item.id}/hidden`, payload: { hidden: true } },
      { method: 'POST' as const, url: `/api/admin/media/${item.id}/move`, payload: { direction: 'up' } },
      { method: 'DELETE' as const, url: `/api/admin/media/${item.id}` },
    ];
    const file = { name: 'a.png', type: 'image/png', bytes: await png(20, 20) };
    for (const call of calls) expect((await t.app.inject(call)).statusCode).toBe(401);
    expect((await postMultipart(t.app, '/api/admin/media', { file, fields: meta() })).statusCode).toBe(401);
    for (const role of ['parent', 'instructor', 'athlete'] as const) {
      const caller = await buildCaller(t.app, t.database.db, { role });
      for (const call of calls) expect((await caller.inject(call)).statusCode).toBe(403);
      expect((await postMultipart(caller, '/api/admin/media', { file, fields: meta() })).statusCode).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
    expect(storedFolders()).toEqual([]);
  });

  it('refuses files that are not photos or videos by content, whatever their name or declared type', async () => {
    const before = await snapshot();
    const pngHead = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const impostors = [
      {
        name: 'photo.jpg',
        type: 'image/jpeg',
        bytes: Buffer.from('Hello, I am a text file pretending to be a photo.'),
      },
      { name: 'photo.png', type: 'image/png', bytes: Buffer.concat([pngHead, Buffer.alloc(500, 0x41)]) },
      { name: 'clip.mp4', type: 'video/mp4', bytes: Buffer.from('<html><script>alert(1)</script></html>'.repeat(4)) },
      { name: 'x.gif', type: 'image/gif', bytes: Buffer.from('GIF89a'.padEnd(100, '\0')) },
      { name: 'y.png', type: 'image/png', bytes: Buffer.from([0x89, 0x50]) },
    ];
    for (const file of impostors) {
      const res = await postMultipart(admin, '/api/admin/media', { file, fields: meta() });
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json().error.code).toBe('MEDIA_INVALID');
    }
    expect(await snapshot()).toEqual(before);
    expect(storedFolders()).toEqual([]);
    expect(leftoverIncoming()).toEqual([]);
  });

  it('answers 413 for a file over its type’s limit, 400 for missing captions or file, and 404 for unknown ids', async () => {
    const before = await snapshot();
    const big = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#123456' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(limits.imageBytes);
    const tooBig = await postMultipart(admin, '/api/admin/media', {
      file: { name: 'a.png', type: 'image/png', bytes: big },
      fields: meta(),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    // Under the video limit yet over the photo limit: a photo is judged by the photo limit.
    expect(big.length).toBeLessThan(limits.videoBytes);
    const hugeVideo = Buffer.concat([mp4Bytes(), Buffer.alloc(limits.videoBytes, 1)]);
    const videoRes = await postMultipart(admin, '/api/admin/media', {
      file: { name: 'v.mp4', type: 'video/mp4', bytes: hugeVideo },
      fields: meta(),
    });
    expect(videoRes.statusCode).toBe(413);

    const file = { name: 'a.png', type: 'image/png', bytes: await png(20, 20) };
    const noCaption = await postMultipart(admin, '/api/admin/media', { file, fields: meta({ title: { bg: '' } }) });
    expect(noCaption.statusCode).toBe(400);
    expect(noCaption.json().error.details).toEqual([{ path: 'title.bg', message: 'titleRequired' }]);
    expect((await postMultipart(admin, '/api/admin/media', { file, fields: {} })).statusCode).toBe(400);
    const noFile = await postMultipart(admin, '/api/admin/media', { file: null, fields: meta() });
    expect(noFile.json().error.details).toEqual([{ path: 'file', message: 'fileRequired' }]);
    const notMultipart = await admin.inject({ method: 'POST', url: '/api/admin/media', payload: caption });
    expect(notMultipart.statusCode).toBe(415);
    for (const id of ['nope', crypto.randomUUID()]) {
      expect((await admin.inject({ method: 'PUT', url: `/api/admin/media/${id}`, payload: caption })).statusCode).toBe(
        404,
      );
      const move = await admin.inject({
        method: 'POST',
        url: `/api/admin/media/${id}/move`,
        payload: { direction: 'up' },
      });
      expect(move.statusCode).toBe(404);
      expect((await admin.inject({ method: 'DELETE', url: `/api/admin/media/${id}` })).statusCode).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
    expect(storedFolders()).toEqual([]);
    expect(leftoverIncoming()).toEqual([]);
  });
});

describe('the gallery', () => {
  it('stores a photo as an upright, stripped WebP display copy and thumbnail, served with the right headers', async () => {
    const res = await postMultipart(admin, '/api/admin/media', {
      file: { name: 'IMG_0001.HEIC', type: 'application/octet-stream', bytes: await sidewaysJpeg(2000, 1000) },
      fields: meta(),
    });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      type: 'photo',
      title: caption.title,
      description: { bg: 'Финал 50 м' },
      hidden: false,
    });
    // Stored sideways (orientation 6): shown upright it is 1000 wide and 2000 tall, fitted into 1600.
    expect([item.width, item.height]).toEqual([800, 1600]);
    const display = await sharp(path.join(dataDir, item.url)).metadata();
    expect([display.format, display.width, display.height, display.exif, display.orientation]).toEqual([
      'webp',
      800,
      1600,
      undefined,
      undefined,
    ]);
    const thumb = await sharp(path.join(dataDir, item.thumbnailUrl)).metadata();
    expect([thumb.width, thumb.height]).toEqual([480, 480]);
    expect(readdirSync(path.join(dataDir, 'uploads', 'media', item.url.split('/')[3]))).toEqual(
      expect.arrayContaining(['display.webp', 'thumb.webp']),
    );

    const served = await t.app.inject(item.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // A gallery file may stop being public at any moment (hidden, a consent withdrawn): every view asks again.
    expect(served.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject('/uploads/.incoming/anything')).statusCode).toBe(404);

    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, item.id));
    expect(audit).toMatchObject({ action: 'media.uploaded', actorId: admin.user.id });
    expect(await publicTitles()).toEqual(['Старт']);
  });

  it('keeps a video as sent, first in the gallery, served as video/mp4', async () => {
    await buildMedia(t.database.db, { title: { bg: 'По-стара' } });
    const res = await postMultipart(admin, '/api/admin/media', {
      file: { name: 'clip.txt', type: 'text/plain', bytes: mp4Bytes() },
      fields: meta(),
    });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      type: 'video',
      mimeType: 'video/mp4',
      byteSize: mp4Bytes().length,
      thumbnailUrl: null,
    });
    expect(item.url).toMatch(/^\/uploads\/media\/[0-9a-f-]{36}\/video\.mp4$/);
    const served = await t.app.inject(item.url);
    expect([served.headers['content-type'], served.rawPayload.equals(mp4Bytes())]).toEqual(['video/mp4', true]);
    expect(await publicTitles()).toEqual(['Старт', 'По-стара']);
  });

  it('edits captions, hides and shows, moves up and down and deletes, as the public gallery shows it', async () => {
    const db = t.database.db;
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const a = await buildMedia(db, { title: { bg: 'А' }, takenAt: day(3) });
    const b = await buildMedia(db, { title: { bg: 'Б' }, takenAt: day(2) });
    const c = await buildMedia(db, { title: { bg: 'В' }, takenAt: day(1), type: 'video', url: '/seed-assets/v.mp4' });
    expect(await publicTitles()).toEqual(['А', 'Б', 'В']);

    const moved = await admin.inject({
      method: 'POST',
      url: `/api/admin/media/${c.id}/move`,
      payload: { direction: 'up' },
    });
    expect(moved.json().position).toBe(2);
    expect(await publicTitles()).toEqual(['А', 'В', 'Б']);
    await admin.inject({ method: 'POST', url: `/api/admin/media/${a.id}/move`, payload: { direction: 'down' } });
    expect(await publicTitles()).toEqual(['В', 'А', 'Б']);
    // Past either end nothing moves.
    await admin.inject({ method: 'POST', url: `/api/admin/media/${c.id}/move`, payload: { direction: 'up' } });
    expect(await publicTitles()).toEqual(['В', 'А', 'Б']);
    expect(await publicTitles('?type=photo')).toEqual(['А', 'Б']);

    const hidden = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/media/${a.id}/hidden`,
      payload: { hidden: true },
    });
    expect(hidden.json()).toMatchObject({ hidden: true, position: 2 });
    expect(await publicTitles()).toEqual(['В', 'Б']);
    const adminList = (await admin.inject({ url: '/api/admin/media?visibility=hidden' })).json();
    expect(adminList.items.map((m: { id: string }) => m.id)).toEqual([a.id]);
    expect(adminList.limits).toEqual(limits);
    await admin.inject({ method: 'PATCH', url: `/api/admin/media/${a.id}/hidden`, payload: { hidden: false } });

    const edited = await admin.inject({ method: 'PUT', url: `/api/admin/media/${b.id}`, payload: caption });
    expect(edited.json()).toMatchObject({ title: caption.title, position: 3 });
    expect(await publicTitles()).toEqual(['В', 'А', 'Старт']);

    expect((await admin.inject({ method: 'DELETE', url: `/api/admin/media/${c.id}` })).statusCode).toBe(204);
    expect(await publicTitles()).toEqual(['А', 'Старт']);
    const actions = await db.select({ action: auditLog.action, entityId: auditLog.entityId }).from(auditLog);
    expect(actions.map((x) => x.action).sort()).toEqual(
      ['media.reordered', 'media.reordered', 'media.hidden', 'media.shown', 'media.updated', 'media.deleted'].sort(),
    );
  });

  it('keeps an upload hidden when asked (to tag its children first): not public, its files for admins only', async () => {
    const res = await postMultipart(admin, '/api/admin/media', {
      file: { name: 'start.png', type: 'image/png', bytes: await png(64, 48) },
      fields: meta({ ...caption, hidden: true }),
    });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({ hidden: true });
    expect(await publicTitles()).toEqual([]);
    expect((await t.app.inject(item.url)).statusCode).toBe(404);
    expect((await admin.inject({ url: item.url })).statusCode).toBe(200);
    const shown = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/media/${item.id}/hidden`,
      payload: { hidden: false },
    });
    expect(shown.statusCode).toBe(200);
    expect(await publicTitles()).toEqual(['Старт']);
    expect((await t.app.inject(item.url)).statusCode).toBe(200);
  });

  it('removes an uploaded item’s files when it is deleted', async () => {
    const res = await postMultipart(admin, '/api/admin/media', {
      file: { name: 'a.png', type: 'image/png', bytes: await png(64, 48) },
      fields: meta(),
    });
    const item = res.json();
    const folder = item.url.split('/')[3];
    expect(storedFolders()).toContain(folder);
    await admin.inject({ method: 'DELETE', url: `/api/admin/media/${item.id}` });
    expect(storedFolders()).not.toContain(folder);
    expect((await t.app.inject(item.url)).statusCode).toBe(404);
  });

  it('searches captions in any language and filters by type', async () => {
    const db = t.database.db;
    await buildMedia(db, { title: { bg: 'Щафета', en: 'Relay' } });
    await buildMedia(db, { title: { bg: 'Клип' }, type: 'video', url: '/seed-assets/v.mp4' });
    const ids = async (query: string) =>
      (await admin.inject({ url: `/api/admin/media?${query}` }))
        .json()
        .items.map((m: { title: { bg: string } }) => m.title.bg);
    expect(await ids('search=relay')).toEqual(['Щафета']);
    expect(await ids('type=video')).toEqual(['Клип']);
    expect((await admin.inject({ url: '/api/admin/media?visibility=maybe' })).statusCode).toBe(400);
  });
});
