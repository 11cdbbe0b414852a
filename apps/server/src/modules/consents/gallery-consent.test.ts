// The gallery respects photo consent (issue 29): an item showing a child without it is never in a public answer, on
// either of two instances and through their read caches, and withdrawing the consent hides it at once.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { CONSENT_TEXTS } from '@swim/shared/privacy';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildMedia } from '../../test/factories.js';
import { expectAnnounced } from '../../test/announced.js';
import { useSecondInstance } from '../../test/second-instance.js';
import { png, postMultipart } from '../content-admin/test-upload.js';

/** Both instances share the uploads, as behind a load balancer with a shared volume. */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'swim-consent-'));
const t = useTestApp({ rateLimitMax: 100_000, dataDir });
const second = useSecondInstance(t, { rateLimitMax: 100_000, dataDir });
let admin: Caller;
let parent: Caller;

beforeEach(async () => {
  admin = await buildCaller(t.app, t.database.db, { role: 'admin', address: '10.29.1.1' });
  parent = await buildCaller(t.app, t.database.db, { name: 'Мария Петрова', address: '10.29.1.2' });
});

/** The public gallery's titles as each instance serves them (home page limit and the gallery's own). */
const publicTitles = async () => {
  const answers = await Promise.all(
    [t.app, second.app].flatMap((app) => [app.inject('/api/media'), app.inject('/api/media?type=photo&limit=6')]),
  );
  return answers.map((res) =>
    res
      .json()
      .map((m: { title: { bg: string } }) => m.title.bg)
      .sort(),
  );
};
const everywhere = (titles: string[]) => [titles, titles, titles, titles];
/**
 * The instance that took the write shows it on its next read; the other as soon as the database announces the commit
 * (PostgreSQL; at once on PGlite), and never older data after that.
 */
const shown = (expected: string[][]) => expectAnnounced(t.database, publicTitles, expected);
const photoConsent = (childId: string, granted: boolean) =>
  parent.inject({
    method: 'PUT',
    url: `/api/children/${childId}/consents/photos`,
    payload: { granted, textVersion: CONSENT_TEXTS.photos.version },
  });
const tag = (mediaId: string, childIds: string[]) =>
  admin.inject({ method: 'PUT', url: `/api/admin/media/${mediaId}/children`, payload: { childIds } });

describe('photo consent in the gallery', () => {
  it('keeps an item showing a child without consent from every public answer, and shows the admin why', async () => {
    const db = t.database.db;
    const pool = await buildMedia(db, { title: { bg: 'Басейн' }, type: 'photo' });
    const start = await buildMedia(db, { title: { bg: 'Старт' }, type: 'photo' });
    const viktoria = await buildChild(db, parent.user.id, { fullName: 'Виктория Петрова' });
    const boris = await buildChild(db, parent.user.id, { fullName: 'Борис Петров' });
    await photoConsent(boris.id, true);
    // Both instances have read (and cached) the gallery before the tags.
    await shown(everywhere(['Басейн', 'Старт']));

    const tagged = await tag(start.id, [viktoria.id, boris.id]);
    expect(tagged.statusCode).toBe(200);
    expect(tagged.json()).toMatchObject({
      withheld: true,
      children: [
        { fullName: 'Борис Петров', photoConsent: 'granted' },
        { fullName: 'Виктория Петрова', photoConsent: 'unanswered' },
      ],
    });
    await shown(everywhere(['Басейн']));

    await photoConsent(viktoria.id, true);
    await shown(everywhere(['Басейн', 'Старт']));
    const list = (await admin.inject({ url: '/api/admin/media' })).json();
    expect(list.items.find((m: { id: string }) => m.id === start.id)).toMatchObject({ withheld: false });

    // Withdrawn: gone at once from both instances, and the admin sees the refusal.
    await photoConsent(viktoria.id, false);
    await shown(everywhere(['Басейн']));
    const after = (await admin.inject({ url: '/api/admin/media' })).json();
    expect(after.items.find((m: { id: string }) => m.id === start.id).children).toContainEqual({
      id: viktoria.id,
      fullName: 'Виктория Петрова',
      photoConsent: 'refused',
    });
    // Untagging the child lets the item out again; the pool photo was never affected.
    await tag(start.id, [boris.id]);
    await shown(everywhere(['Басейн', 'Старт']));
    expect(pool.id).not.toBe(start.id);
  });

  it('stops serving a withheld photo’s files to anyone but admins, and lets no cache keep them', async () => {
    const child = await buildChild(t.database.db, parent.user.id, { fullName: 'Виктория Петрова' });
    await photoConsent(child.id, true);
    const uploaded = await postMultipart(admin, '/api/admin/media', {
      file: { name: 'start.png', type: 'image/png', bytes: await png(64, 48) },
      fields: { meta: JSON.stringify({ title: { bg: 'Старт' } }) },
    });
    expect(uploaded.statusCode).toBe(201);
    const { id, url, thumbnailUrl } = uploaded.json();
    await tag(id, [child.id]);
    const status = async (caller: { inject: Caller['inject'] } | null, file: string) =>
      (caller ? await caller.inject({ url: file }) : await t.app.inject(file)).statusCode;
    const visitor = await t.app.inject(url);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBe('no-cache');
    await expectAnnounced(t.database, async () => (await second.app.inject(url)).statusCode, 200);

    await photoConsent(child.id, false);
    for (const file of [url, thumbnailUrl]) {
      expect(await status(null, file)).toBe(404);
      expect(await status(parent, file)).toBe(404);
      expect(await status(admin, file)).toBe(200);
    }
    await expectAnnounced(t.database, async () => (await second.app.inject(url)).statusCode, 404);
  });

  it('keeps an item hidden when the child it was withheld for is deleted (the tag goes with the child)', async () => {
    const db = t.database.db;
    const item = await buildMedia(db, { title: { bg: 'Щафета' }, type: 'photo' });
    const child = await buildChild(db, parent.user.id, { fullName: 'Виктория Петрова' });
    await tag(item.id, [child.id]);
    await shown(everywhere([]));
    const deleted = await parent.inject({
      method: 'DELETE',
      url: `/api/children/${child.id}`,
      payload: { confirmName: 'Виктория Петрова' },
    });
    expect(deleted.statusCode).toBe(204);
    await shown(everywhere([]));
    const list = (await admin.inject({ url: '/api/admin/media' })).json();
    expect(list.items.find((m: { id: string }) => m.id === item.id)).toMatchObject({ hidden: true, children: [] });
  });

  it('refuses tags of unknown children and non-admins, changing nothing', async () => {
    const item = await buildMedia(t.database.db, { title: { bg: 'Старт' } });
    const child = await buildChild(t.database.db, parent.user.id);
    const tags = () => queryRows(t.database.db, sql`select * from media_children`);
    const unknown = await tag(item.id, [child.id, '00000000-0000-4000-8000-000000000000']);
    expect(unknown.statusCode).toBe(400);
    expect((await tag(item.id, ['not-a-uuid'])).statusCode).toBe(400);
    expect((await tag('00000000-0000-4000-8000-000000000000', [child.id])).statusCode).toBe(404);
    const asParent = await parent.inject({
      method: 'PUT',
      url: `/api/admin/media/${item.id}/children`,
      payload: { childIds: [child.id] },
    });
    expect(asParent.statusCode).toBe(403);
    expect(await tags()).toEqual([]);
  });
});
