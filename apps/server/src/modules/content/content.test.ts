import { describe, expect, it } from 'vitest';
import { coachProfiles } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildMedia, buildNews, buildUser } from '../../test/factories.js';

const t = useTestApp();

describe('news', () => {
  it('pages published news newest first and hides drafts and future posts', async () => {
    const db = t.database.db;
    for (let i = 1; i <= 4; i++) {
      await buildNews(db, { slug: `n${i}`, publishedAt: new Date(Date.now() - i * 86_400_000) });
    }
    await buildNews(db, { slug: 'draft', publishedAt: null });
    await buildNews(db, { slug: 'future', publishedAt: new Date(Date.now() + 86_400_000) });

    const first = (await t.app.inject('/api/news?page=1&pageSize=3')).json();
    expect(first.total).toBe(4);
    expect(first.items.map((n: { slug: string }) => n.slug)).toEqual(['n1', 'n2', 'n3']);
    const second = (await t.app.inject('/api/news?page=2&pageSize=3')).json();
    expect(second.items.map((n: { slug: string }) => n.slug)).toEqual(['n4']);
  });

  it('opens an article by slug with its body, and 404s an unknown or draft one', async () => {
    await buildNews(t.database.db, { slug: 'gala', body: { bg: 'Първи абзац', en: 'First paragraph' } });
    await buildNews(t.database.db, { slug: 'draft', publishedAt: null });
    const res = await t.app.inject('/api/news/gala');
    expect(res.json().body).toEqual({ bg: 'Първи абзац', en: 'First paragraph' });
    expect((await t.app.inject('/api/news/nope')).json().error.code).toBe('NOT_FOUND');
    expect((await t.app.inject('/api/news/draft')).statusCode).toBe(404);
  });
});

describe('media', () => {
  it('filters photos and videos', async () => {
    await buildMedia(t.database.db, { type: 'photo' });
    await buildMedia(t.database.db, { type: 'video', url: '/seed-assets/v.mp4' });
    expect((await t.app.inject('/api/media')).json()).toHaveLength(2);
    const videos = (await t.app.inject('/api/media?type=video')).json();
    expect(videos).toHaveLength(1);
    expect(videos[0].url).toBe('/seed-assets/v.mp4');
    expect((await t.app.inject('/api/media?type=audio')).statusCode).toBe(400);
  });
});

describe('people', () => {
  it('lists published coaches only', async () => {
    const coach = await buildUser(t.database.db, { role: 'instructor' });
    await t.database.db.insert(coachProfiles).values([
      {
        userId: coach.id,
        name: { bg: 'Петя', en: 'Petya' },
        title: { bg: 'Треньор' },
        bio: { bg: 'Био' },
        sortOrder: 1,
      },
      { name: { bg: 'Скрит' }, title: { bg: 'Треньор' }, bio: { bg: 'Био' }, published: false },
    ]);
    const res = (await t.app.inject('/api/people')).json();
    expect(res.coaches.map((c: { name: { bg: string } }) => c.name)).toEqual([{ bg: 'Петя', en: 'Petya' }]);
    expect(res.athletes).toEqual([]);
  });
});
