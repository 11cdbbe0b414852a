// Server-rendered public pages: who gets one, in which language, and that a write anywhere in the public data replaces
// the kept page. The web app's real renderer has its own tests (apps/web/src/entry-server.test.tsx and
// e2e/tests/server-rendered-pages.spec.ts); here a small renderer module in its place (dist-ssr/entry-server.js)
// renders the latest news from the real API.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { news } from '../db/schema/index.js';
import { buildCaller } from '../test/auth.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildNews } from '../test/factories.js';

const TEMPLATE = `<!doctype html>
<html lang="bg">
  <head>
    <title>Club</title>
    <meta name="description" content="${'A club for children and young people. '.repeat(30)}">
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-Cd34.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Ef56.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

// Renders the newest article's title in the page's language, from /api/news as the page's request made it.
const RENDERER = `
let apiFetch;
export function setApiFetch(fetchImpl) { apiFetch = fetchImpl; }
export function renderedPageUrl(url) { return ['/', '/news', '/slow', '/missing', '/broken'].includes(url) ? url : null; }
export async function renderPage(url, language) {
  globalThis.pageRenders = (globalThis.pageRenders ?? 0) + 1;
  if (url === '/slow') return new Promise(() => {});
  if (url === '/missing') return null;
  if (url === '/broken') throw new TypeError('window is not defined');
  const res = await apiFetch('/api/news?page=1&pageSize=1', { method: 'GET', headers: new Headers({ Accept: 'application/json' }) });
  if (!res.ok) return null;
  const { items } = await res.json();
  const title = items[0]?.title[language] ?? items[0]?.title.bg ?? 'none';
  return {
    html: '<h1>' + title + '</h1><p>' + url + '</p>',
    state: '<script type="application/json" id="server-render-state">{"language":"' + language + '"}</script>',
    title: title + ' <' + language + '>',
  };
}`;

const renders = () => (globalThis as { pageRenders?: number }).pageRenders ?? 0;
let t: TestApp;
let dist: string;

beforeAll(async () => {
  const build = mkdtempSync(path.join(os.tmpdir(), 'web-build-'));
  dist = path.join(build, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(build, 'dist-ssr'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dist, 'assets', 'index-Ef56.css'), 'body{margin:0}');
  writeFileSync(path.join(build, 'dist-ssr', 'entry-server.js'), RENDERER);
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.reset();
});

const page = (headers: Record<string, string> = {}, url = '/') => t.app.inject({ url, headers });

describe('server-rendered public pages', () => {
  it('sends a visitor the page with its data, in the language their browser asks for, ready to take over', async () => {
    await buildNews(t.database.db, { title: { bg: 'Купа София', en: 'Sofia Cup', ru: 'Кубок Софии' } });

    const res = await page({ 'accept-language': 'en-US,en;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('cookie');
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain('<title>Sofia Cup &lt;en&gt;</title>');
    expect(res.body).toContain('<div id="root"><h1>Sofia Cup</h1><p>/</p></div>');
    expect(res.body).toContain('id="server-render-state">{"language":"en"}</script>');
    // The stylesheet arrives inline; the app's scripts start from the one inline script the policy allows.
    expect(res.body).toContain('<style>body{margin:0}</style>');
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).toContain('data-entry="/assets/index-Ab12.js" data-preload="/assets/react-Cd34.js"');
    const policy = String(res.headers['content-security-policy']);
    const hash = /script-src 'self' ('sha256-[^']+')/.exec(policy)?.[1];
    const inline = /<script data-entry[^>]*>([^<]*)<\/script>/.exec(res.body)?.[1] ?? '';
    // The browser runs the inline script only if its hash is in the policy.
    expect(hash).toBe(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
  });

  it('follows the language the visitor chose over the browser, and falls back to Bulgarian', async () => {
    await buildNews(t.database.db, { title: { bg: 'Купа София', en: 'Sofia Cup', ru: 'Кубок Софии' } });

    const chosen = await page({ 'accept-language': 'en-US,en', cookie: 'i18next=ru' });
    expect(chosen.body).toContain('<html lang="ru"');
    expect(chosen.body).toContain('<h1>Кубок Софии</h1>');

    const unknown = await page({ 'accept-language': 'de-DE,fr;q=0.8' });
    expect(unknown.body).toContain('<html lang="bg"');
    expect(unknown.body).toContain('<h1>Купа София</h1>');

    const refused = await page({ 'accept-language': 'en;q=0, ru' });
    expect(refused.body).toContain('<html lang="ru"');
  });

  it('renders a page once and sends it again until the public data moves, then renders it anew', async () => {
    const article = await buildNews(t.database.db, { title: { bg: 'Първа', en: 'First' } });
    const before = renders();

    const first = await page({ 'accept-language': 'en', 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('<h1>First</h1>');
    const again = await page({ 'accept-language': 'en' });
    expect(again.body).toContain('<h1>First</h1>');
    expect(renders()).toBe(before + 1);

    // The browser's copy is still good: 304, nothing rendered.
    const revalidated = await page({ 'accept-language': 'en', 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(renders()).toBe(before + 1);

    await t.database.db
      .update(news)
      .set({ title: { bg: 'Втора', en: 'Second' } })
      .where(eq(news.id, article.id));
    const after = await page({ 'accept-language': 'en' });
    expect(after.body).toContain('<h1>Second</h1>');
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(renders()).toBe(before + 2);
  });

  it('sends the app shell to a signed-in visitor and for pages it does not render', async () => {
    await buildNews(t.database.db, { title: { bg: 'Купа', en: 'Cup' } });
    const parent = await buildCaller(t.app, t.database.db, { role: 'parent' });

    const signedIn = await page({ cookie: parent.cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.body).not.toContain('server-render-state');

    const member = await page({}, '/dashboard');
    expect(member.body).toContain('<div id="root"></div>');
    expect(member.body).toContain('<script type="module"');
  });

  it('puts text from the data into the page as it is, whatever characters it holds', async () => {
    const title = "Save 10$' now $& $` $$ </title>";
    await buildNews(t.database.db, { title: { bg: title, en: title } });

    const res = await page({ 'accept-language': 'en' });
    expect(res.body).toContain(`<h1>${title}</h1>`);
    expect(res.body).toContain('<title>Save 10$&#39; now $&amp; $` $$ &lt;/title&gt; &lt;en&gt;</title>');
    expect(res.body.match(/<script data-entry/g)).toHaveLength(1);
    expect(res.body).toContain('id="server-render-state">{"language":"en"}</script>');
  });

  it('answers HEAD like GET, and sends the shell, not an error, for an address the site does not link to', async () => {
    await buildNews(t.database.db, { title: { bg: 'Купа', en: 'Cup' } });
    const get = await page({ 'accept-language': 'en' });
    const head = await t.app.inject({ method: 'HEAD', url: '/', headers: { 'accept-language': 'en' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');

    const tagged = await page({}, '/?utm_source=flyer');
    expect(tagged.statusCode).toBe(200);
    expect(tagged.body).toContain('<div id="root"></div>');
    expect(tagged.headers.vary).toContain('cookie');
  });

  it('sends the shell at once when a page cannot be rendered, and does not try it again for every visitor', async () => {
    const before = renders();
    const first = await page({}, '/missing');
    const second = await page({}, '/missing');
    expect(first.body).toContain('<div id="root"></div>');
    expect(second.body).toContain('<div id="root"></div>');
    expect(renders()).toBe(before + 1);

    // A render that throws (a component reading the browser's window, say) is not tried again for every visitor.
    const broken = await page({}, '/broken');
    const brokenAgain = await page({}, '/broken');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');
    expect(brokenAgain.body).toContain('<div id="root"></div>');
    expect(renders()).toBe(before + 2);

    const started = Date.now();
    const slow = await page({}, '/slow');
    expect(slow.statusCode).toBe(200);
    expect(slow.body).toContain('<div id="root"></div>');
    expect(Date.now() - started).toBeLessThan(5_000);

    // Renders run one at a time, but a stuck one does not hold the others.
    await buildNews(t.database.db, { title: { bg: 'След', en: 'After' } });
    const next = await page({ 'accept-language': 'en' }, '/news');
    expect(next.body).toContain('<h1>After</h1>');
  });

  it("keeps a visitor over the API's limit to the shell, and renders the page for everyone else", async () => {
    const limited = await createTestApp({ webDist: dist, rateLimitMax: 3 });
    try {
      await buildNews(limited.database.db, { title: { bg: 'Купа', en: 'Cup' } });
      const from = (remoteAddress: string) =>
        limited.app.inject({ url: '/', remoteAddress, headers: { 'accept-language': 'en' } });
      for (let i = 0; i < 4; i++) await limited.app.inject({ url: '/api/locations', remoteAddress: '203.0.113.7' });

      const over = await from('203.0.113.7');
      expect(over.statusCode).toBe(200);
      expect(over.body).toContain('<div id="root"></div>');
      const other = await from('198.51.100.20');
      expect(other.body).toContain('<div id="root"><h1>Cup</h1>');
    } finally {
      await limited.close();
    }
  });
});
