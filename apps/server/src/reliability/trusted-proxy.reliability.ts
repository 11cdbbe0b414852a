// A client behind one proxy that appends to X-Forwarded-For (issue 20, item 2): whatever the client writes in the
// header itself, its requests count against the address the proxy saw, with TRUST_PROXY as one hop (`true`) or as
// the proxy's address.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, testConfig } from '../config.js';
import { type TestDatabase, createTestDatabase } from '../test/database.js';
import { sendRaw } from '../test/raw-http.js';

const RATE_LIMIT_MAX = 10;
const PROXY_ADDRESS = '127.0.0.2';

/**
 * A reverse proxy as a balancer is one: it appends the address it was reached from to X-Forwarded-For. It reaches
 * the app from an address of its own (127.0.0.2), as a balancer does, not from the client's (127.0.0.1).
 */
async function startAppendingProxy(targetPort: number): Promise<{ port: number; close: () => Promise<void> }> {
  const proxy = http.createServer((incoming, outgoing) => {
    const before = incoming.headers['x-forwarded-for'];
    const forwarded = `${before ? `${before}, ` : ''}${incoming.socket.remoteAddress}`;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: targetPort,
        localAddress: PROXY_ADDRESS,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    port: (proxy.address() as AddressInfo).port,
    close: () => new Promise((resolve) => proxy.close(() => resolve())),
  };
}

let database: TestDatabase;
const closers: Array<() => Promise<void>> = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await database?.close();
});

describe.each([
  { setting: 'true', meaning: 'one trusted hop' },
  { setting: PROXY_ADDRESS, meaning: "the proxy's address" },
])('TRUST_PROXY=$setting ($meaning), behind one appending proxy', ({ setting }) => {
  it('counts a client that spoofs X-Forwarded-For against the address the proxy saw', async () => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: setting });
    const app = await buildApp({ config: testConfig({ trustProxy, rateLimitMax: RATE_LIMIT_MAX }), database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    closers.push(() => app.close());
    const proxy = await startAppendingProxy((app.server.address() as AddressInfo).port);
    closers.push(proxy.close);

    const codes: number[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX + 3; i++) {
      // A new made-up address in the client's own header every time, and sometimes a chain of them.
      const spoofed = i % 2 ? `203.0.113.${i}` : `198.51.100.${i}, 192.0.2.${i}`;
      const res = await sendRaw(proxy.port, {
        method: 'GET',
        path: '/api/locations',
        headers: { 'x-forwarded-for': spoofed },
      });
      codes.push(res.statusCode);
    }
    console.log(
      `trusted proxy (TRUST_PROXY=${setting}): ${codes.filter((c) => c === 200).length} answered, then ` +
        `${codes.filter((c) => c === 429).length} refused with 429, each request with another spoofed address`,
    );
    expect(codes).toEqual([...Array(RATE_LIMIT_MAX).fill(200), 429, 429, 429]);
  });
});
