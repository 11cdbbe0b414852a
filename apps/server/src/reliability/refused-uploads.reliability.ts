// A refused upload (too large, or not the image its name says) must not leave its keep-alive connection stuck: the
// next request on the same connection is answered at once, for every upload route (issue 20, item 6).
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { MAX_PROFILE_PHOTO_BYTES } from '@swim/shared/api/admin-people';
import { MAX_PRODUCT_IMAGE_BYTES } from '@swim/shared/api/admin-shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteProfiles, coachProfiles } from '../db/schema/index.js';
import { type TestApp, createTestApp } from '../test/app.js';
import { type Caller, TEST_ORIGIN, buildCaller } from '../test/auth.js';
import { buildNews, buildProduct } from '../test/factories.js';

const MB = 1024 * 1024;
/** Small gallery limits, so the oversize bodies stay small too. */
const mediaLimits = { imageBytes: 1 * MB, videoBytes: 2 * MB };
/** How long the next request on the connection may take; the stuck connection answered after ~73 s. */
const ANSWER_WITHIN_MS = 2000;

type Upload = { route: string; field: string; limit: number; fields?: Record<string, string> };
type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; socket: Socket };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A file that starts like a PNG and goes on past the limit (with 3 MB more behind the limit still to send). */
const oversize = (limit: number) => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(limit + 3 * MB, 7)]);
/** A web page of 512 KB, sent as "photo.jpg" with an image type. */
const htmlPage = () =>
  Buffer.from(`<!doctype html><html><body>${'<p>not a photo</p>'.repeat(29_000)}</body></html>`, 'utf8');

function multipartBody(upload: Upload, file: { name: string; type: string; bytes: Buffer }) {
  const boundary = '----swimrefused7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(upload.fields ?? {})) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${upload.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** One request over the agent; rejects when no answer has ended within the time limit. */
function send(
  agent: http.Agent,
  options: { method: string; path: string; headers?: http.OutgoingHttpHeaders; body?: Buffer; withinMs?: number },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${options.method} ${options.path}: no answer within ${options.withinMs} ms`)),
      options.withinMs ?? 60_000,
    );
    const request = http.request(
      { host: '127.0.0.1', port, agent, method: options.method, path: options.path, headers: options.headers },
      (response) => {
        const socket = response.socket;
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => {
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, socket });
        });
      },
    );
    // The server may answer and close before the whole body has gone out; the answer is what counts here.
    let answered = false;
    request.on('response', () => {
      answered = true;
    });
    request.on('error', (err) => {
      if (!answered) {
        clearTimeout(timer);
        reject(err);
      }
    });
    request.end(options.body);
  });
}

let t: TestApp;
let port: number;
let admin: Caller;
let uploads: Upload[];

beforeAll(async () => {
  t = await createTestApp({ mediaLimits, rateLimitMax: 10_000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const db = t.database.db;
  admin = await buildCaller(t.app, db, { role: 'admin' });
  const article = await buildNews(db);
  const product = await buildProduct(db);
  const [coach] = await db
    .insert(coachProfiles)
    .values({ name: { bg: 'Треньор' }, title: { bg: 'Треньор' }, bio: { bg: 'Био' } })
    .returning();
  const [athlete] = await db
    .insert(athleteProfiles)
    .values({ name: { bg: 'Състезател' }, discipline: { bg: 'Бруст' }, achievements: { bg: 'Медали' } })
    .returning();
  uploads = [
    {
      route: '/api/admin/media',
      field: 'file',
      limit: mediaLimits.imageBytes,
      fields: { meta: JSON.stringify({ title: { bg: 'Снимка' } }) },
    },
    { route: `/api/admin/news/${article.id}/image`, field: 'file', limit: mediaLimits.imageBytes },
    { route: `/api/admin/products/${product.id}/image`, field: 'image', limit: MAX_PRODUCT_IMAGE_BYTES },
    { route: `/api/admin/coach-profiles/${coach?.id}/photo`, field: 'photo', limit: MAX_PROFILE_PHOTO_BYTES },
    { route: `/api/admin/athlete-profiles/${athlete?.id}/photo`, field: 'photo', limit: MAX_PROFILE_PHOTO_BYTES },
  ];
});

afterAll(async () => {
  await t?.close();
});

const refusals = [
  {
    kind: 'a file over the limit',
    status: 413,
    file: (u: Upload) => ({ name: 'big.png', type: 'image/png', bytes: oversize(u.limit) }),
  },
  {
    kind: 'a web page named .jpg',
    status: 400,
    file: () => ({ name: 'photo.jpg', type: 'image/jpeg', bytes: htmlPage() }),
  },
];

describe('a refused upload', () => {
  for (const refusal of refusals) {
    it(`(${refusal.kind}) leaves its keep-alive connection answering the next request, on every upload route`, async () => {
      const stuck: string[] = [];
      for (const upload of uploads) {
        // One connection at a time: the next request waits for this one, as a browser's reused connection does.
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        try {
          const { body, contentType } = multipartBody(upload, refusal.file(upload));
          const refused = await send(agent, {
            method: 'POST',
            path: upload.route,
            headers: { origin: TEST_ORIGIN, cookie: admin.cookie, 'content-type': contentType },
            body,
          });
          expect(refused.status, `${upload.route}: ${refused.body}`).toBe(refusal.status);
          expect(JSON.parse(refused.body).error.code).toEqual(expect.any(String));

          const next = await send(agent, {
            method: 'GET',
            path: '/api/me',
            headers: { cookie: admin.cookie },
            withinMs: ANSWER_WITHIN_MS,
          }).catch(() => null);
          if (!next) {
            stuck.push(upload.route);
            continue;
          }
          expect(next.status, upload.route).toBe(200);
          // The body was drained, so the answer came over the very same connection.
          expect(next.socket, upload.route).toBe(refused.socket);
        } finally {
          agent.destroy();
        }
      }
      expect(stuck, 'routes whose connection did not answer the next request').toEqual([]);
    });
  }
});
