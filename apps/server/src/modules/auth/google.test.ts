// Google sign-in through real OAuth 2.0 / OpenID Connect (PKCE and state) against a local OIDC server.
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../db/schema/index.js';
import { type TestApp, createTestApp } from '../../test/app.js';
import { TEST_ORIGIN, cookieHeader } from '../../test/auth.js';

const oidc = new OAuth2Server();
let t: TestApp;
let unconfigured: TestApp;

beforeAll(async () => {
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(0, '127.0.0.1');
  const profile = {
    sub: 'google-user-123',
    email: 'ivan.google@example.bg',
    email_verified: true,
    name: 'Иван Гугълов',
  };
  oidc.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, profile));
  oidc.service.on('beforeUserinfo', (response) => {
    response.body = profile;
  });
  t = await createTestApp({
    google: { clientId: 'swim-club', clientSecret: 'swim-secret', issuerUrl: oidc.issuer.url ?? '' },
  });
  unconfigured = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await unconfigured?.close();
  await oidc.stop();
});

describe('Google sign-in', () => {
  it('creates a parent account on first sign-in and lands on the site root', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: TEST_ORIGIN },
      payload: { provider: 'google', callbackURL: '/' },
    });
    expect(start.statusCode).toBe(200);
    const authorizeUrl = new URL(start.json().url);
    expect(authorizeUrl.origin).toBe(new URL(oidc.issuer.url ?? '').origin);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('state')).toBeTruthy();
    const flowCookies = cookieHeader(start.headers['set-cookie']);

    // The browser visits the provider, which sends it back to our callback with a code.
    const consent = await fetch(authorizeUrl, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location') ?? '');
    expect(callback.pathname).toBe('/api/auth/callback/google');

    const done = await t.app.inject({
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: flowCookies },
    });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/');
    const session = cookieHeader(done.headers['set-cookie']);
    const me = (await t.app.inject({ url: '/api/me', headers: { cookie: session } })).json();
    expect(me.user).toMatchObject({ email: 'ivan.google@example.bg', name: 'Иван Гугълов', role: 'parent' });

    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'ivan.google@example.bg'));
    const linked = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, user?.id ?? ''));
    expect(linked.map((a) => [a.providerId, a.accountId])).toEqual([['google', 'google-user-123']]);
  });

  it('refuses a callback whose state was not issued to this browser', async () => {
    const res = await t.app.inject({ url: '/api/auth/callback/google?code=abc&state=forged' });
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toMatch(/error/);
    expect(cookieHeader(res.headers['set-cookie'])).not.toContain('swim.session_token=');
  });

  it('tells the client when Google sign-in is not configured', async () => {
    expect((await unconfigured.app.inject('/api/me')).json().googleEnabled).toBe(false);
    expect((await t.app.inject('/api/me')).json().googleEnabled).toBe(true);
    const res = await unconfigured.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: TEST_ORIGIN },
      payload: { provider: 'google', callbackURL: '/' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
