// The installable app as the server serves it: the manifest, its icons and the service worker from the web app's
// public folder (copied as they are into the build), with the service worker revalidated on every visit.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app.js';

const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public');
let web: TestApp;

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
};
const manifest = JSON.parse(readFileSync(path.join(PUBLIC, 'manifest.webmanifest'), 'utf8')) as Manifest;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): [number, number] {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  cpSync(PUBLIC, dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), readFileSync(path.resolve(PUBLIC, '../index.html')));
  web = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await web?.close();
});

describe('installable app', () => {
  it('links the manifest, the Apple icon and the theme colour from every page', async () => {
    const page = await web.app.inject('/');
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(page.body).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(page.body).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
  });

  it('describes a standalone app of the club, in Bulgarian, starting at the home page', async () => {
    const res = await web.app.inject('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.json()).toMatchObject({
      name: 'Плувен клуб „Делфин“',
      short_name: 'Делфин',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b2a4a',
      background_color: '#fcfaf6',
    });
  });

  it('serves every icon the manifest names, at the size it says, with maskable ones at 192 and 512', async () => {
    for (const icon of manifest.icons.filter((entry) => entry.type === 'image/png')) {
      const res = await web.app.inject(icon.src);
      expect(res.statusCode, icon.src).toBe(200);
      expect(pngSize(res.rawPayload).join('x'), icon.src).toBe(icon.sizes);
    }
    const sizes = (purpose: string) =>
      manifest.icons.filter((icon) => icon.purpose === purpose && icon.type === 'image/png').map((icon) => icon.sizes);
    expect(sizes('any')).toEqual(['192x192', '512x512']);
    expect(sizes('maskable')).toEqual(['192x192', '512x512']);
    expect(pngSize((await web.app.inject('/apple-touch-icon.png')).rawPayload)).toEqual([180, 180]);
    expect((await web.app.inject('/icons/badge-96.png')).statusCode).toBe(200);
  });

  it('serves the service worker as a script to revalidate on every visit', async () => {
    const res = await web.app.inject('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain("addEventListener('push'");
  });

  it('answers a missing icon with 404, not with the app’s page', async () => {
    const res = await web.app.inject('/icons/missing.png');
    expect(res.statusCode).toBe(404);
  });
});
