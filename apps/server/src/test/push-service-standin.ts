// A local push service that speaks the Web Push protocol as the browsers' push services do (RFC 8030, 8291, 8292):
// it makes subscriptions as a browser would, takes POST /push/<id> only with a valid VAPID signature for its own
// origin, decrypts the aes128gcm body with the subscription's private key, records what arrived and answers 201.
// It can be told to answer otherwise (410 for a subscription that is gone, 500 for an outage, or never).
//
// In a test: `const standin = await startPushStandin()`. From another process (e2e): run this file
// (`tsx apps/server/src/test/push-service-standin.ts`, PUSH_STANDIN_PORT to choose the port); it prints its origin and
// answers the control paths under /_standin/ (see `controlRoutes`).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import {
  type BrowserKeys,
  checkVapid,
  createBrowserKeys,
  decryptPush,
  type VapidClaims,
} from './push-service-crypto.js';

/** What PushSubscription.toJSON() gives in a browser. */
export type StandinSubscription = {
  id: string;
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
};

export type ReceivedPush = {
  subscriptionId: string;
  /** The decrypted payload as text, and parsed when it is JSON. */
  text: string;
  json: unknown;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  vapid: VapidClaims & { publicKey: string };
  receivedAt: Date;
};

export type RefusedPush = { subscriptionId: string; status: number; reason: string };

/** A status to answer with instead of taking the push; 'hang' never answers (a push service that does not respond). */
export type ForcedAnswer = number | 'hang';

export type PushStandin = {
  /** http://127.0.0.1:<port>: the audience every VAPID token must name. */
  origin: string;
  /** A new subscription, as PushManager.subscribe() would make; with applicationServerKey, pushes signed by another key get 403. */
  subscribe(options?: { applicationServerKey?: string }): StandinSubscription;
  /** Every push taken (201), oldest first. */
  received: ReceivedPush[];
  /** Every push refused, with why. */
  refused: RefusedPush[];
  /** The next push for the subscription that arrives (or one already there), within timeoutMs. */
  waitForPush(subscriptionId: string, timeoutMs?: number): Promise<ReceivedPush>;
  /** From now on, answer pushes for the subscription with this status (null: take them again). */
  answerWith(subscriptionId: string, answer: ForcedAnswer | null): void;
  /** Called with each push taken (the e2e hands it on to the browser's service worker). */
  onPush(listener: (push: ReceivedPush) => void): void;
  close(): Promise<void>;
};

type Entry = { keys: BrowserKeys; applicationServerKey?: string; answer: ForcedAnswer | null };

const MAX_BODY = 4096 + 86;

function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_BODY ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

/** Starts the stand-in on 127.0.0.1 (a free port unless one is given). */
export async function startPushStandin(options: { port?: number } = {}): Promise<PushStandin> {
  const subscriptions = new Map<string, Entry>();
  const received: ReceivedPush[] = [];
  const refused: RefusedPush[] = [];
  const listeners: Array<(push: ReceivedPush) => void> = [];
  const hanging = new Set<ServerResponse>();
  let origin = '';

  const refuse = (response: ServerResponse, refusal: RefusedPush) => {
    refused.push(refusal);
    sendJson(response, refusal.status, { reason: refusal.reason });
  };

  const takePush = async (id: string, request: IncomingMessage, response: ServerResponse) => {
    const entry = subscriptions.get(id);
    const body = await readBody(request);
    if (!entry) return refuse(response, { subscriptionId: id, status: 404, reason: 'no such subscription' });
    if (entry.answer === 'hang') {
      hanging.add(response);
      return;
    }
    if (entry.answer !== null) return refuse(response, { subscriptionId: id, status: entry.answer, reason: 'told to' });
    if (body === null) return refuse(response, { subscriptionId: id, status: 413, reason: 'payload too large' });
    const vapid = checkVapid(request.headers.authorization, origin, Math.floor(Date.now() / 1000));
    if (!vapid.ok) return refuse(response, { subscriptionId: id, status: 401, reason: vapid.reason });
    if (entry.applicationServerKey && entry.applicationServerKey !== vapid.publicKey) {
      return refuse(response, {
        subscriptionId: id,
        status: 403,
        reason: 'signed by another key than subscribed with',
      });
    }
    const ttl = Number(request.headers.ttl);
    if (request.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) {
      return refuse(response, { subscriptionId: id, status: 400, reason: 'TTL header missing' });
    }
    if (request.headers['content-encoding'] !== 'aes128gcm') {
      return refuse(response, { subscriptionId: id, status: 415, reason: 'not aes128gcm' });
    }
    let text: string;
    try {
      text = decryptPush(body, entry.keys).toString('utf8');
    } catch (error) {
      const reason = `does not decrypt: ${error instanceof Error ? error.message : String(error)}`;
      return refuse(response, { subscriptionId: id, status: 400, reason });
    }
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    const push: ReceivedPush = {
      subscriptionId: id,
      text,
      json,
      ttl,
      urgency: typeof request.headers.urgency === 'string' ? request.headers.urgency : null,
      topic: typeof request.headers.topic === 'string' ? request.headers.topic : null,
      vapid: { ...vapid.claims, publicKey: vapid.publicKey },
      receivedAt: new Date(),
    };
    received.push(push);
    for (const listener of listeners) listener(push);
    response.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
  };

  const standin: PushStandin = {
    origin: '',
    subscribe(subscribeOptions = {}) {
      const id = randomUUID();
      const keys = createBrowserKeys();
      subscriptions.set(id, { keys, applicationServerKey: subscribeOptions.applicationServerKey, answer: null });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.authSecret.toString('base64url') },
      };
    },
    received,
    refused,
    waitForPush(subscriptionId, timeoutMs = 5000) {
      const already = received.find((push) => push.subscriptionId === subscriptionId);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no push for ${subscriptionId} in ${timeoutMs} ms`)),
          timeoutMs,
        );
        listeners.push((push) => {
          if (push.subscriptionId !== subscriptionId) return;
          clearTimeout(timer);
          resolve(push);
        });
      });
    },
    answerWith(subscriptionId, answer) {
      const entry = subscriptions.get(subscriptionId);
      if (!entry) throw new Error(`no subscription ${subscriptionId}`);
      entry.answer = answer;
    },
    onPush(listener) {
      listeners.push(listener);
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const push = /^\/push\/([\w-]+)$/.exec(path);
    const handled =
      request.method === 'POST' && push?.[1]
        ? takePush(push[1], request, response)
        : controlRoutes(standin, request, response);
    handled.catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { reason: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standin.origin = origin;
  return standin;
}

/**
 * The stand-in driven over HTTP by another process: POST /_standin/subscriptions ({applicationServerKey?}) makes a
 * subscription; GET /_standin/pushes lists the pushes taken (?subscription=<id> for one); POST
 * /_standin/subscriptions/<id>/answer ({status: 410 | 500 | 'hang' | null}) sets its answer.
 */
async function controlRoutes(standin: PushStandin, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', standin.origin);
  const readJson = async () =>
    JSON.parse((await readBody(request))?.toString('utf8') || '{}') as Record<string, unknown>;
  if (request.method === 'POST' && url.pathname === '/_standin/subscriptions') {
    const body = await readJson();
    const key = typeof body.applicationServerKey === 'string' ? body.applicationServerKey : undefined;
    return sendJson(response, 201, standin.subscribe({ applicationServerKey: key }));
  }
  if (request.method === 'GET' && url.pathname === '/_standin/pushes') {
    const only = url.searchParams.get('subscription');
    return sendJson(response, 200, {
      pushes: standin.received.filter((push) => !only || push.subscriptionId === only),
      refused: standin.refused.filter((refusal) => !only || refusal.subscriptionId === only),
    });
  }
  const answer = /^\/_standin\/subscriptions\/([\w-]+)\/answer$/.exec(url.pathname);
  if (request.method === 'POST' && answer?.[1]) {
    const { status } = await readJson();
    standin.answerWith(answer[1], typeof status === 'number' || status === 'hang' ? status : null);
    return sendJson(response, 200, { ok: true });
  }
  sendJson(response, 404, { reason: 'not a push service path' });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standin = await startPushStandin({ port: Number(process.env.PUSH_STANDIN_PORT ?? 0) });
  process.stdout.write(`${JSON.stringify({ origin: standin.origin })}\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void standin.close());
}
