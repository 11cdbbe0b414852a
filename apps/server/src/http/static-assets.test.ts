// Built assets: hashed files cached for a year as immutable, the page always revalidated, both sent pre-compressed.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app.js';

const script = `console.log(${JSON.stringify('swim '.repeat(400))});`;
let web: TestApp;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const page = `<!doctype html><div id="root"></div>${'<!-- pad -->'.repeat(200)}`;
  writeFileSync(path.join(dist, 'index.html'), page);
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(page));
  const asset = path.join(dist, 'assets', 'index-Bx7Kq2.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  web = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await web?.close();
});

describe('built web assets', () => {
  it('marks hashed assets immutable for a year and sends the compressed copy the browser accepts', async () => {
    const plain = await web.app.inject('/assets/index-Bx7Kq2.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(script);

    const br = await web.app.inject({ url: '/assets/index-Bx7Kq2.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.equals(brotliCompressSync(script))).toBe(true);

    const gz = await web.app.inject({ url: '/assets/index-Bx7Kq2.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('has the page revalidated on every visit, compressed', async () => {
    for (const url of ['/', '/schedule']) {
      const res = await web.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
    }
  });

  it('asks search engines to leave the unsubscribe page out, and only that page', async () => {
    const unsubscribe = await web.app.inject('/unsubscribe?t=v1.abc');
    expect(unsubscribe.statusCode).toBe(200);
    expect(unsubscribe.headers['x-robots-tag']).toBe('noindex');
    for (const url of ['/', '/club', '/profile']) {
      expect((await web.app.inject(url)).headers['x-robots-tag'], url).toBeUndefined();
    }
  });
});
