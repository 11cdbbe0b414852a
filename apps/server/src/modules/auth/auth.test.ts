import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailOutbox, sessions, users } from '../../db/schema/index.js';
import { type TestApp, createTestApp } from '../../test/app.js';
import {
  TEST_ORIGIN,
  TEST_PASSWORD,
  buildCaller,
  buildUserWithPassword,
  cookieHeader,
  signIn,
} from '../../test/auth.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ session: { ttlSeconds: 3600, updateAgeSeconds: 0, cacheSeconds: 60 } });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

let ip = 0;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: TEST_ORIGIN, ...headers },
    remoteAddress: `10.1.0.${++ip}`,
  });

async function lastMail(to: string) {
  const [mail] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return mail;
}

const linkIn = (text: string | undefined) => {
  const match = text?.match(/https?:\/\/\S+/);
  if (!match) throw new Error('no link in mail');
  return new URL(match[0]);
};

describe('sign-up and email confirmation', () => {
  it('refuses bad input with the spec messages as keys', async () => {
    const res = await post('/api/auth/sign-up/email', { email: 'nope', password: '123', name: 'Ана Иванова' });
    expect(res.statusCode).toBe(400);
    const details = res.json().error.details;
    expect(details).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'emailInvalid' },
        { path: 'password', message: 'passwordTooShort' },
      ]),
    );
    expect(await t.database.db.select().from(users)).toHaveLength(0);
  });

  it('creates a parent, mails a confirmation link that signs them in and returns to the site root', async () => {
    const res = await post('/api/auth/sign-up/email', {
      email: 'ana@example.bg',
      password: 'plуване1',
      name: 'Ана Иванова',
      callbackURL: '/',
    });
    expect(res.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users);
    expect(user).toMatchObject({ email: 'ana@example.bg', name: 'Ана Иванова', role: 'parent', emailVerified: false });

    const link = linkIn((await lastMail('ana@example.bg'))?.text);
    const verify = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/');
    const cookie = cookieHeader(verify.headers['set-cookie']);
    const answer = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const me = answer.json();
    expect(me.user).toMatchObject({ email: 'ana@example.bg', role: 'parent', emailVerified: true });
    expect(Object.keys(me.user).sort()).toEqual(
      ['athleteApproved', 'createdAt', 'email', 'emailVerified', 'id', 'name', 'phone', 'role'].sort(),
    );
  });

  it('does not reveal that an address already has an account', async () => {
    await buildUserWithPassword(t.database.db, { email: 'taken@example.bg', name: 'Стар Профил' });
    const fresh = await post('/api/auth/sign-up/email', { email: 'new@example.bg', password: 'secret12', name: 'Нов' });
    const taken = await post('/api/auth/sign-up/email', {
      email: 'taken@example.bg',
      password: 'secret12',
      name: 'Нов',
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(taken.json())).toEqual(Object.keys(fresh.json()));
    expect((await lastMail('taken@example.bg'))?.kind).toBe('existing-account');
  });

  it('gives the account the language the site was used in, and its mails speak it', async () => {
    const signUp = (email: string, name: string, headers: Record<string, string>) =>
      post('/api/auth/sign-up/email', { email, password: 'secret12', name, callbackURL: '/' }, headers);
    // The site's own choice (its cookie) wins over the browser's languages.
    await signUp('olga@example.ru', 'Ольга', { cookie: 'i18next=ru', 'accept-language': 'bg-BG,bg;q=0.9' });
    await signUp('john@example.com', 'John', { 'accept-language': 'en-GB,en;q=0.9' });
    await signUp('ivan@example.bg', 'Иван', {});
    const rows = await t.database.db.select({ email: users.email, language: users.preferredLanguage }).from(users);
    expect(Object.fromEntries(rows.map((row) => [row.email, row.language]))).toEqual({
      'olga@example.ru': 'ru',
      'john@example.com': 'en',
      'ivan@example.bg': 'bg',
    });
    expect(await lastMail('olga@example.ru')).toMatchObject({
      kind: 'verify-email',
      subject: 'Подтвердите адрес эл. почты',
    });
    expect((await lastMail('olga@example.ru'))?.text).toMatch(/^Здравствуйте, Ольга!\n\nСпасибо за регистрацию/);
    expect(await lastMail('john@example.com')).toMatchObject({ subject: 'Confirm your email' });
    expect(await lastMail('ivan@example.bg')).toMatchObject({ subject: 'Потвърдете имейла си' });

    await post('/api/auth/request-password-reset', { email: 'olga@example.ru', redirectTo: '/auth' });
    expect(await lastMail('olga@example.ru')).toMatchObject({ kind: 'reset-password', subject: 'Сброс пароля' });
  });

  it('cannot choose a role at sign-up', async () => {
    await post('/api/auth/sign-up/email', {
      email: 'sneaky@example.bg',
      password: 'secret12',
      name: 'Хитър',
      role: 'admin',
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'sneaky@example.bg'));
    expect(user?.role).toBe('parent');
  });
});

describe('sign-in and sign-out', () => {
  it('answers a wrong password and an unknown address the same way', async () => {
    await buildUserWithPassword(t.database.db, { email: 'maria@example.bg' });
    const wrong = await post('/api/auth/sign-in/email', { email: 'maria@example.bg', password: 'wrong-pass' });
    const unknown = await post('/api/auth/sign-in/email', { email: 'ghost@example.bg', password: 'wrong-pass' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('sets an HttpOnly, SameSite session cookie and signs out only this device', async () => {
    const user = await buildUserWithPassword(t.database.db, { email: 'two@example.bg' });
    const res = await post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD });
    const raw = String(res.headers['set-cookie']);
    expect(raw).toMatch(/swim\.session_token=/);
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    const phone = cookieHeader(res.headers['set-cookie']);
    const laptop = await signIn(t.app, user.email);

    const out = await post('/api/auth/sign-out', {}, { cookie: phone });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: phone } })).json().user).toBeNull();
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: laptop } })).json().user?.email).toBe(user.email);
  });

  it('counts failed sign-ins per account and address: a stranger cannot lock the owner out', async () => {
    const owner = await buildUserWithPassword(t.database.db, { email: 'target@example.bg' });
    const stranger = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_ORIGIN },
        payload: { email: owner.email, password },
        remoteAddress: '10.66.0.1',
      });
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await stranger(`guess-${i}`)).statusCode);
    expect(codes).toEqual([...Array(10).fill(401), 429]);
    // The stranger is blocked even with the right password; the owner at home signs in.
    expect((await stranger(TEST_PASSWORD)).statusCode).toBe(429);
    expect((await post('/api/auth/sign-in/email', { email: owner.email, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
  });
});

describe('password reset', () => {
  it('mails a link back to /auth; the new password works and other sessions end', async () => {
    const user = await buildUserWithPassword(t.database.db, { email: 'reset@example.bg' });
    const oldSession = await signIn(t.app, user.email);
    const res = await post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/auth' });
    expect(res.statusCode).toBe(200);

    const link = linkIn((await lastMail(user.email))?.text);
    const open = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(open.statusCode).toBe(302);
    const target = new URL(String(open.headers.location), TEST_ORIGIN);
    expect(target.pathname).toBe('/auth');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    const done = await post('/api/auth/reset-password', { token, newPassword: 'brand-new-1' });
    expect(done.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: oldSession } })).json().user).toBeNull();
    await expect(signIn(t.app, user.email, 'brand-new-1')).resolves.toContain('swim.session_token');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    await buildUserWithPassword(t.database.db, { email: 'known@example.bg' });
    const known = await post('/api/auth/request-password-reset', { email: 'known@example.bg', redirectTo: '/auth' });
    const unknown = await post('/api/auth/request-password-reset', { email: 'nobody@example.bg', redirectTo: '/auth' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await lastMail('nobody@example.bg')).toBeUndefined();
  });
});

describe('sessions', () => {
  it('outlive their first expiry when refreshed before it', async () => {
    const start = new Date('2026-11-21T10:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const user = await buildUserWithPassword(t.database.db, { email: 'long@example.bg' });
    const cookie = await signIn(t.app, user.email);
    const first = (await t.app.inject({ url: '/api/me', headers: { cookie } })).json();
    const firstExpiry = new Date(first.expiresAt);
    expect(firstExpiry.getTime() - start.getTime()).toBe(3600_000);

    // The client refreshes when under 90 seconds remain.
    vi.setSystemTime(new Date(firstExpiry.getTime() - 60_000));
    const refresh = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
    expect(refresh.statusCode).toBe(200);

    vi.setSystemTime(new Date(firstExpiry.getTime() + 10 * 60_000));
    const later = (await t.app.inject({ url: '/api/me', headers: { cookie } })).json();
    expect(later.user?.email).toBe('long@example.bg');
    expect(new Date(later.expiresAt).getTime()).toBeGreaterThan(firstExpiry.getTime());
  });

  it('are extended by loading the app, which hands the browser the renewed cookie', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T10:00:00Z') });
    const user = await buildUserWithPassword(t.database.db, { email: 'active@example.bg' });
    const cookie = await signIn(t.app, user.email);
    vi.setSystemTime(new Date('2026-11-21T10:30:00Z'));
    const other = await t.app.inject({ url: `/api/users/${user.id}/role`, headers: { cookie } });
    expect(other.headers['set-cookie']).toBeUndefined();
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(String(me.headers['set-cookie'])).toMatch(/swim\.session_token=.*Max-Age=3600/);
    expect(me.json().expiresAt).toBe('2026-11-21T11:30:00.000Z');
  });

  it('end at their expiry without a refresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T10:00:00Z') });
    const user = await buildUserWithPassword(t.database.db, { email: 'short@example.bg' });
    const cookie = await signIn(t.app, user.email);
    vi.setSystemTime(new Date('2026-11-21T11:00:01Z'));
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).json().user).toBeNull();
  });
});

describe('roles', () => {
  it('answers get_user_role and has_role for oneself, and refuses others unless admin', async () => {
    const parent = await buildCaller(t.app, t.database.db);
    const other = await buildCaller(t.app, t.database.db);
    const admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
    expect((await parent.inject({ url: `/api/users/${parent.user.id}/role` })).json()).toEqual({ role: 'parent' });
    expect((await parent.inject({ url: `/api/users/${parent.user.id}/has-role/admin` })).json()).toEqual({
      hasRole: false,
    });
    expect((await parent.inject({ url: `/api/users/${other.user.id}/role` })).statusCode).toBe(403);
    expect((await admin.inject({ url: `/api/users/${other.user.id}/has-role/parent` })).json()).toEqual({
      hasRole: true,
    });
    expect((await t.app.inject({ url: `/api/users/${other.user.id}/role` })).statusCode).toBe(401);
  });
});

describe('cross-site request forgery', () => {
  it('refuses a cookie-authenticated write from another origin', async () => {
    const parent = await buildCaller(t.app, t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { cookie: parent.cookie, origin: 'https://evil.example' },
      payload: { name: 'Мария', email: 'm@example.bg', message: 'Здравейте, това е тест.' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CSRF_REJECTED');
    const same = await parent.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Мария', email: 'm@example.bg', message: 'Здравейте, това е тест.' },
    });
    expect(same.statusCode).toBe(202);
  });

  it('lets the auth library refuse a sign-out from another origin', async () => {
    const parent = await buildCaller(t.app, t.database.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: parent.cookie, origin: 'https://evil.example' },
      payload: {},
    });
    const stillIn = await t.database.db.select().from(sessions).where(eq(sessions.userId, parent.user.id));
    expect(stillIn).toHaveLength(1);
  });
});

describe('the auth library’s other endpoints', () => {
  it('are reachable only where the product uses them', async () => {
    const parent = await buildCaller(t.app, t.database.db);
    const update = await parent.inject({ method: 'POST', url: '/api/auth/update-user', payload: { name: '' } });
    expect(update.statusCode).toBe(404);
    expect((await parent.inject({ url: '/api/auth/list-sessions' })).statusCode).toBe(404);
    expect((await parent.inject({ url: '/api/auth/get-session' })).statusCode).toBe(200);
  });

  it('limit confirmation mails per account', async () => {
    await post('/api/auth/sign-up/email', { email: 'resend@example.bg', password: 'secret12', name: 'Нов Родител' });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        (await post('/api/auth/send-verification-email', { email: 'resend@example.bg', callbackURL: '/' })).statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe('trusted origins', () => {
  it('treat localhost and 127.0.0.1 as the same site outside production', async () => {
    const user = await buildUserWithPassword(t.database.db, { email: 'local@example.bg' });
    const res = await post(
      '/api/auth/sign-in/email',
      { email: user.email, password: TEST_PASSWORD },
      { origin: 'http://127.0.0.1:3000' },
    );
    expect(res.statusCode).toBe(200);
  });
});
