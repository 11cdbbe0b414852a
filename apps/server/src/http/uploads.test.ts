// A body its route stopped reading is drained, so the connection carries the next request, but only so far: past the
// bound the connection is cut rather than read for ever.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DRAIN_MARGIN_BYTES, drainUnreadBody, registerUploads } from './uploads.js';

let server: http.Server | undefined;
/** Bytes the server had read from a refused request's connection when that connection closed. */
let readWhenClosed: Promise<number>;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

/** A server that refuses every POST after reading its first chunk only, as the upload routes do. */
async function refusingServer(bounds: { maxBytes: number; maxMs: number }): Promise<number> {
  const created = http.createServer((req, res) => {
    if (req.method !== 'POST') return res.end('next');
    const socket = req.socket;
    readWhenClosed = new Promise((resolve) => socket.once('close', () => resolve(socket.bytesRead)));
    req.once('data', () => {
      req.pause();
      res.writeHead(413).end('refused');
      drainUnreadBody(req, bounds);
    });
  });
  server = created;
  await new Promise<void>((resolve) => created.listen(0, '127.0.0.1', resolve));
  return (created.address() as AddressInfo).port;
}

function send(agent: http.Agent, port: number, method: string, body?: Buffer) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, agent, method, path: '/' }, (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('draining a refused body', () => {
  it('keeps the connection for the next request when the rest is within the bound', async () => {
    const port = await refusingServer({ maxBytes: 8 * 1024 * 1024, maxMs: 10_000 });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    agent.on('free', (socket) => sockets.add(socket));
    try {
      expect(await send(agent, port, 'POST', Buffer.alloc(4 * 1024 * 1024, 1))).toEqual({
        status: 413,
        text: 'refused',
      });
      expect(await send(agent, port, 'GET')).toEqual({ status: 200, text: 'next' });
      expect(sockets.size).toBe(1);
    } finally {
      agent.destroy();
    }
  });

  it('cuts the connection once the rest goes past the bound', async () => {
    const port = await refusingServer({ maxBytes: 64 * 1024, maxMs: 10_000 });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const sent = send(agent, port, 'POST', Buffer.alloc(8 * 1024 * 1024, 1));
      // The answer may or may not arrive before the cut; either way the connection ends and the client hears of it.
      await sent.then(
        (answer) => expect(answer.status).toBe(413),
        (error: NodeJS.ErrnoException) => expect(error.code).toMatch(/ECONNRESET|EPIPE/),
      );
      // Cut after about the bound, long before the 8 MB were all read.
      expect(await readWhenClosed).toBeLessThan(2 * 1024 * 1024);
    } finally {
      agent.destroy();
    }
  });

  it('cuts the connection when the rest does not arrive within the time bound', async () => {
    const port = await refusingServer({ maxBytes: 8 * 1024 * 1024, maxMs: 300 });
    const client = net.connect(port, '127.0.0.1');
    const ended = new Promise<string>((resolve) => {
      let text = '';
      client.on('data', (chunk) => {
        text += chunk;
      });
      client.on('close', () => resolve(text));
    });
    // A body announced at 1 MB of which 64 KB arrive, then nothing: the client is gone quiet.
    client.write(`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1048576\r\n\r\n`);
    client.write(Buffer.alloc(64 * 1024, 1));
    expect(await ended).toMatch(/^HTTP\/1\.1 413/);
    expect(await readWhenClosed).toBeLessThan(1024 * 1024);
  });
});

describe('an upload route refusing a body it never read', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** A Fastify app with one upload route (file limit 64 KB) that lets in only callers saying `x-key: yes`. */
  async function uploadApp() {
    const created = Fastify();
    app = created;
    await created.register(async (scope) => {
      await registerUploads(scope, { fileSize: 64 * 1024 });
      scope.post(
        '/upload',
        {
          onRequest: async (request, reply) => {
            if (request.headers['x-key'] !== 'yes') await reply.code(401).send({ error: { code: 'unauthorized' } });
          },
        },
        async (request, reply) => {
          const file = await request.file();
          if (!file) return reply.code(400).send({ error: { code: 'no_file' } });
          // Refused on its first bytes (not an image), the rest of the body left unread.
          if (request.headers['x-refuse'] === 'early') return reply.code(400).send({ error: { code: 'not_image' } });
          try {
            // Throws at the limit, as in the upload routes.
            await file.toBuffer();
          } catch {
            return reply.code(413).send({ error: { code: 'too_large' } });
          }
          return reply.code(201).send({ ok: true });
        },
      );
    });
    created.get('/next', async () => 'next');
    const serverRead: Promise<number>[] = [];
    created.server.on('connection', (socket: net.Socket) => {
      serverRead.push(new Promise((resolve) => socket.once('close', () => resolve(socket.bytesRead))));
    });
    await created.listen({ port: 0, host: '127.0.0.1' });
    return { port: (created.server.address() as AddressInfo).port, serverRead };
  }

  function multipart(bytes: number) {
    const boundary = '----uploadtest';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.alloc(bytes, 7),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { body, type: `multipart/form-data; boundary=${boundary}` };
  }

  /** Posts the body; resolves with the answer (errors writing the rest after the answer do not count). */
  function post(port: number, headers: http.OutgoingHttpHeaders, body: Buffer) {
    return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      let answered = false;
      const req = http.request({ host: '127.0.0.1', port, agent, method: 'POST', path: '/upload', headers }, (res) => {
        answered = true;
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      });
      req.on('error', (err) => {
        if (!answered) reject(err);
      });
      // The whole body goes out (or the server cuts it) before the client lets go of the connection.
      req.on('close', () => agent.destroy());
      req.end(body);
    });
  }

  it('answers a caller refused before it was let in with Connection: close, reading nothing of its body', async () => {
    const { port, serverRead } = await uploadApp();
    const { body, type } = multipart(16 * 1024 * 1024);
    const answer = await post(port, { 'content-type': type }, body);
    expect(answer).toEqual({ status: 401, connection: 'close' });
    // The connection is closed long before the 16 MB could have been read (the old drain read them all).
    expect(await serverRead[0]).toBeLessThan(4 * 1024 * 1024);
  });

  it('drains a refused upload of a caller let in only up to the file limit and a margin', async () => {
    const { port, serverRead } = await uploadApp();
    const { body, type } = multipart(16 * 1024 * 1024);
    const answer = await post(port, { 'content-type': type, 'x-key': 'yes', 'x-refuse': 'early' }, body).catch(
      (error: NodeJS.ErrnoException) => ({ status: 0, connection: error.code }),
    );
    expect([400, 0]).toContain(answer.status);
    // Cut after about 64 KB + the margin, long before the 16 MB (the old flat 64 MB bound read them all).
    expect(await serverRead[0]).toBeLessThan(64 * 1024 + DRAIN_MARGIN_BYTES + 4 * 1024 * 1024);
  });

  it('keeps the connection of a refused upload within the bound for the next request', async () => {
    const { port } = await uploadApp();
    const { body, type } = multipart(512 * 1024);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    agent.on('free', (socket) => sockets.add(socket));
    try {
      const refused = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            agent,
            method: 'POST',
            path: '/upload',
            headers: { 'content-type': type, 'x-key': 'yes' },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
      expect(refused).toBe(413);
      expect(await send(agent, port, 'GET')).toEqual({ status: 404, text: expect.any(String) });
      expect(sockets.size).toBe(1);
    } finally {
      agent.destroy();
    }
  });
});
