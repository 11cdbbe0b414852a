// The admin console's news: refusals first (401, 403, 400, 404), then the life of an article from draft to deleted,
// what the public sees at each step, the Markdown body kept as text (no markup), and the cover upload.
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, news } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildNews } from '../../test/factories.js';
import { png, postMultipart } from './test-upload.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'swim-news-'));
const t = useTestApp({ rateLimitMax: 100_000, dataDir });
let admin: Caller;
beforeEach(async () => {
  admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
});

const article = {
  title: { bg: 'Купа „Делфин“ 2026', en: 'Delfin Cup 2026', ru: '' },
  excerpt: { bg: 'Сто деца в басейна.', en: 'A hundred children in the pool.', ru: '' },
  body: { bg: 'Първи абзац с **удебелен** текст.\n\n- едно\n- две', en: 'First paragraph.', ru: '' },
  publishedOn: '',
};
const snapshot = async () => ({
  news: await t.database.db.select().from(news).orderBy(news.id),
  audit: await t.database.db.select().from(auditLog).orderBy(auditLog.id),
});
const publicSlugs = async () => {
  const list = (await t.app.inject('/api/news?pageSize=50')).json();
  return list.items.map((n: { slug: string }) => n.slug);
};

describe('refusals', () => {
  it('refuses anonymous callers (401) and parents, instructors and athletes (403) on every route, changing nothing', async () => {
    const row = await buildNews(t.database.db);
    const before = await snapshot();
    const calls = [
      { method: 'GET' as const, url: '/api/admin/news' },
      { method: 'POST' as const, url: '/api/admin/news', payload: article },
      { method: 'PUT' as const, url: `/api/admin/news/${row.id}`, payload: article },
      { method: 'PATCH' as const, url: `/api/admin/news/${row.id}/published`, payload: { published: false } },
      { method: 'DELETE' as const, url: `/api/admin/news/${row.id}` },
    ];
    for (const call of calls) expect((await t.app.inject(call)).statusCode).toBe(401);
    expect((await postMultipart(t.app, `/api/admin/news/${row.id}/image`, { file: null })).statusCode).toBe(401);
    for (const role of ['parent', 'instructor', 'athlete'] as const) {
      const caller = await buildCaller(t.app, t.database.db, { role });
      for (const call of calls) expect((await caller.inject(call)).statusCode).toBe(403);
      const image = { name: 'a.png', type: 'image/png', bytes: await png(10, 10) };
      expect((await postMultipart(caller, `/api/admin/news/${row.id}/image`, { file: image })).statusCode).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bad input with 400 and field issues, and a malformed or unknown id with 404, changing nothing', async () => {
    const row = await buildNews(t.database.db);
    const before = await snapshot();
    const bad = await admin.inject({
      method: 'POST',
      url: '/api/admin/news',
      payload: { title: { bg: ' ' }, excerpt: { en: 'x' }, body: { bg: '' }, publishedOn: '2026-13-45' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.map((d: { path: string; message: string }) => [d.path, d.message])).toEqual(
      expect.arrayContaining([
        ['title.bg', 'titleRequired'],
        ['excerpt.bg', 'excerptRequired'],
        ['body.bg', 'bodyRequired'],
        ['publishedOn', 'dateInvalid'],
      ]),
    );
    const notBoolean = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/news/${row.id}/published`,
      payload: { published: 'yes' },
    });
    expect(notBoolean.statusCode).toBe(400);
    for (const id of ['not-a-uuid', crypto.randomUUID()]) {
      expect((await admin.inject({ method: 'PUT', url: `/api/admin/news/${id}`, payload: article })).statusCode).toBe(
        404,
      );
      expect((await admin.inject({ method: 'DELETE', url: `/api/admin/news/${id}` })).statusCode).toBe(404);
      const image = { name: 'a.png', type: 'image/png', bytes: await png(10, 10) };
      expect((await postMultipart(admin, `/api/admin/news/${id}/image`, { file: image })).statusCode).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a script or any HTML in an article, in every language, and stores nothing', async () => {
    const before = await snapshot();
    for (const body of [
      { bg: 'Здравейте <script>alert(1)</script>' },
      { bg: 'Текст', en: '<img src=x onerror="alert(1)">' },
      { bg: 'Текст', ru: 'Скрытое <!-- комментарий -->' },
    ]) {
      const res = await admin.inject({ method: 'POST', url: '/api/admin/news', payload: { ...article, body } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual([{ path: `body.${Object.keys(body).at(-1)}`, message: 'markdownHtml' }]);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('an article from draft to deleted', () => {
  it('creates a draft nobody sees, publishes it in three languages, takes it back and deletes it, each write audited', async () => {
    await buildNews(t.database.db, { slug: 'kupa-delfin-2026' });
    const created = await admin.inject({ method: 'POST', url: '/api/admin/news', payload: article });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    // The address is the Bulgarian title in Latin letters, numbered because the plain one is taken.
    expect(draft).toMatchObject({ slug: 'kupa-delfin-2026-2', published: false, publishedAt: null });
    expect(draft.title).toEqual({ bg: 'Купа „Делфин“ 2026', en: 'Delfin Cup 2026' });
    const [stored] = await t.database.db.select().from(news).where(eq(news.id, draft.id));
    expect(stored?.body).toEqual({ bg: 'Първи абзац с **удебелен** текст.\n\n- едно\n- две', en: 'First paragraph.' });

    // A draft is in no public answer: list, article, home page (the list's first page).
    expect(await publicSlugs()).toEqual(['kupa-delfin-2026']);
    expect((await t.app.inject(`/api/news/${draft.slug}`)).statusCode).toBe(404);
    expect((await t.app.inject('/api/news?page=1&pageSize=3')).json().total).toBe(1);

    const published = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/news/${draft.id}/published`,
      payload: { published: true },
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ published: true, scheduled: false });
    expect(await publicSlugs()).toEqual(['kupa-delfin-2026-2', 'kupa-delfin-2026']);
    const shown = (await t.app.inject(`/api/news/${draft.slug}`)).json();
    expect(shown.body.bg).toBe('Първи абзац с **удебелен** текст.\n\n- едно\n- две');

    const edited = await admin.inject({
      method: 'PUT',
      url: `/api/admin/news/${draft.id}`,
      payload: { ...article, title: { bg: 'Ново заглавие', ru: 'Новый заголовок' }, publishedOn: '2026-01-15' },
    });
    expect(edited.json()).toMatchObject({
      slug: 'kupa-delfin-2026-2',
      title: { bg: 'Ново заглавие', ru: 'Новый заголовок' },
      publishedAt: '2026-01-14T22:00:00.000Z',
    });

    await admin.inject({
      method: 'PATCH',
      url: `/api/admin/news/${draft.id}/published`,
      payload: { published: false },
    });
    expect((await t.app.inject(`/api/news/${draft.slug}`)).statusCode).toBe(404);
    expect(await publicSlugs()).toEqual(['kupa-delfin-2026']);

    expect((await admin.inject({ method: 'DELETE', url: `/api/admin/news/${draft.id}` })).statusCode).toBe(204);
    expect(await t.database.db.select().from(news).where(eq(news.id, draft.id))).toEqual([]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, draft.id));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['news.created', admin.user.id],
      ['news.published', admin.user.id],
      ['news.updated', admin.user.id],
      ['news.unpublished', admin.user.id],
      ['news.deleted', admin.user.id],
    ]);
  });

  it('keeps an article published for a later day out of sight until then', async () => {
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const draft = (
      await admin.inject({ method: 'POST', url: '/api/admin/news', payload: { ...article, publishedOn: later } })
    ).json();
    const res = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/news/${draft.id}/published`,
      payload: { published: true },
    });
    expect(res.json()).toMatchObject({ published: true, scheduled: true });
    expect(await publicSlugs()).toEqual([]);
  });

  it('searches, filters by status and pages on the server', async () => {
    const db = t.database.db;
    await buildNews(db, {
      slug: 'a',
      title: { bg: 'Лятна школа', en: 'Summer school' },
      publishedAt: new Date(Date.now() - 2 * 86_400_000),
    });
    await buildNews(db, { slug: 'b', title: { bg: 'Зимна купа' }, published: false, publishedAt: null });
    await buildNews(db, { slug: 'c', title: { bg: 'Есенен турнир' } });
    const list = async (query: string) =>
      (await admin.inject({ url: `/api/admin/news?${query}` })).json().items.map((n: { slug: string }) => n.slug);
    expect(await list('search=summer')).toEqual(['a']);
    expect(await list('status=draft')).toEqual(['b']);
    expect(await list('status=published&sort=title&order=asc')).toEqual(['c', 'a']);
    // Newest first, undated drafts last whichever way.
    expect(await list('sort=publishedAt&order=desc')).toEqual(['c', 'a', 'b']);
    expect(await list('sort=publishedAt&order=asc')).toEqual(['a', 'c', 'b']);
    const paged = (await admin.inject({ url: '/api/admin/news?pageSize=2&page=2&sort=title&order=asc' })).json();
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items.map((n: { slug: string }) => n.slug)).toEqual(['a']);
  });
});

describe('the cover', () => {
  it('takes a photo resized into WebP copies, refuses text named .jpg, and removes the old cover', async () => {
    const row = await buildNews(t.database.db);
    const text = {
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: Buffer.from('just some words, not a picture at all…'),
    };
    const refused = await postMultipart(admin, `/api/admin/news/${row.id}/image`, { file: text });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('MEDIA_INVALID');

    const first = await postMultipart(admin, `/api/admin/news/${row.id}/image`, {
      file: {
        name: 'cover.png',
        type: 'image/png',
        bytes: await png(2400, 1200),
      },
    });
    expect(first.statusCode).toBe(200);
    const { imageUrl, thumbnailUrl } = first.json();
    expect(imageUrl).toMatch(/^\/uploads\/news\/[0-9a-f-]{36}\/display\.webp$/);
    const display = await sharp(path.join(dataDir, imageUrl)).metadata();
    expect([display.format, display.width, display.height]).toEqual(['webp', 1600, 800]);
    expect((await sharp(path.join(dataDir, thumbnailUrl)).metadata()).width).toBe(480);

    const second = await postMultipart(admin, `/api/admin/news/${row.id}/image`, {
      file: {
        name: 'x',
        type: 'application/octet-stream',
        bytes: await png(300, 200),
      },
    });
    expect(second.statusCode).toBe(200);
    expect(existsSync(path.join(dataDir, imageUrl))).toBe(false);
    expect((await t.app.inject(second.json().imageUrl)).headers['content-type']).toBe('image/webp');
    await admin.inject({ method: 'DELETE', url: `/api/admin/news/${row.id}` });
    expect(existsSync(path.join(dataDir, second.json().imageUrl))).toBe(false);
  });
});
