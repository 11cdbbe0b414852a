import type { Me, SessionUserDto } from '@swim/shared/api/auth';
import { vi } from 'vitest';

type Reply = { __reply: true; status: number; body?: unknown };
type Json = object | string | number | boolean | null;
/** A canned answer: a JSON body (status 200), or reply(status, body). */
type Answer = Reply | Json;
type Handler = (request: { url: URL; method: string; body: unknown }) => Answer | Promise<Answer>;

export function reply(status: number, body?: unknown): Reply {
  return { __reply: true, status, body };
}

const isReply = (answer: unknown): answer is Reply =>
  typeof answer === 'object' && answer !== null && '__reply' in answer;

function toResponse(answer: unknown): Response {
  if (isReply(answer)) {
    const { status, body } = answer;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Stubs fetch with answers keyed by 'METHOD /api/path' (query ignored). Unknown requests answer 404 so a test
 * fails loudly rather than hanging. Returns the spy to inspect calls.
 */
export function mockApi(routes: Record<string, Answer | Handler>): ReturnType<typeof stubFetch>;
/** The same, for answers a test holds as `unknown` (a JSON body, a reply(...) or a handler). */
export function mockApi(routes: Record<string, unknown>): ReturnType<typeof stubFetch>;
export function mockApi(routes: Record<string, unknown>) {
  return stubFetch(routes);
}

function stubFetch(routes: Record<string, unknown>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    if (!(key in routes)) return toResponse(reply(404, { error: { code: 'NOT_FOUND', message: key } }));
    const route = routes[key];
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    return toResponse(typeof route === 'function' ? await (route as Handler)({ url, method, body }) : route);
  });
}

export function buildUser(overrides: Partial<SessionUserDto> = {}): SessionUserDto {
  return {
    id: 'user-1',
    email: 'maria@example.bg',
    name: 'Мария Петрова',
    role: 'parent',
    phone: null,
    emailVerified: true,
    athleteApproved: null,
    createdAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export function buildMe(user: SessionUserDto | null, overrides: Partial<Me> = {}): Me {
  return {
    user,
    expiresAt: user ? new Date(Date.now() + 7 * 24 * 3600_000).toISOString() : null,
    googleEnabled: false,
    ...overrides,
  };
}
