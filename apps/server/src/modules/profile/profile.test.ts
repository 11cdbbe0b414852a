// The profile: a signed-in user changes their own name, phone, language, password and email, and nobody else's.
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { accounts, emailOutbox, sessions, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { TEST_ORIGIN, TEST_PASSWORD, buildCaller, cookieHeader, signIn } from '../../test/auth.js';

const t = useTestApp({ rateLimitMax: 100_000 });

let ip = 0;
const anonymous = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { origin: TEST_ORIGIN }, remoteAddress: `10.9.0.${++ip}` });

const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
const passwordHash = async (userId: string) =>
  (
    await t.database.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
  )[0]?.password;
const mailsTo = (to: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.createdAt));
/** What a browser sends after a response: the later cookie of a name replaces the earlier one. */
const mergeCookies = (...headers: string[]) => {
  const jar = new Map(headers.flatMap((h) => h.split('; ')).map((pair) => [pair.split('=')[0], pair] as const));
  return [...jar.values()].join('; ');
};
const linkIn = (text: string | undefined) => {
  const match = text?.match(/https?:\/\/\S+/);
  if (!match) throw new Error('no link in mail');
  return new URL(match[0]);
};

describe('who may use the profile', () => {
  it('answers 401 to a visitor on every profile route and 403 to an athlete awaiting approval', async () => {
    const calls = [
      ['GET', '/api/profile', undefined],
      ['PATCH', '/api/profile', { name: 'Някой' }],
      ['POST', '/api/profile/password', { currentPassword: 'x', newPassword: 'new-secret-2' }],
      ['POST', '/api/profile/email', { newEmail: 'a@example.bg' }],
    ] as const;
    for (const [method, url, payload] of calls) {
      const res = await anonymous(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
    const pending = await buildCaller(t.app, t.database.db, { role: 'athlete', approved: false });
    const res = await pending.inject({ method: 'PATCH', url: '/api/profile', payload: { name: 'Другo име' } });
    expect(res.statusCode).toBe(403);
    expect((await userRow(pending.user.id))?.name).toBe(pending.user.name);
  });

  it('refuses bad input with field keys and changes nothing', async () => {
    const parent = await buildCaller(t.app, t.database.db, { name: 'Мария Петрова' });
    const bad = [
      [{}, ''],
      [{ name: 'М' }, 'name'],
      [{ phone: 'обади се' }, 'phone'],
      [{ preferredLanguage: 'de' }, 'preferredLanguage'],
    ] as const;
    for (const [payload, path] of bad) {
      const res = await parent.inject({ method: 'PATCH', url: '/api/profile', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    expect(await userRow(parent.user.id)).toMatchObject({
      name: 'Мария Петрова',
      phone: null,
      preferredLanguage: 'bg',
    });
  });
});

describe('name, phone and language', () => {
  it('saves them on the caller’s own row, and the session shows the new name at once', async () => {
    const parent = await buildCaller(t.app, t.database.db, { name: 'Мария Петрова' });
    const other = await buildCaller(t.app, t.database.db, { name: 'Иван Иванов' });
    const res = await parent.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { name: '  Мария Петрова-Иванова ', phone: '+359 888 111 222', preferredLanguage: 'ru' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Мария Петрова-Иванова',
      phone: '+359 888 111 222',
      preferredLanguage: 'ru',
      email: parent.user.email,
      hasPassword: true,
    });

    const rows = await queryRows(
      t.database.db,
      sql`select full_name, phone, preferred_language from users
          where id in (${parent.user.id}, ${other.user.id}) order by full_name`,
    );
    expect(rows).toEqual([
      { full_name: 'Иван Иванов', phone: null, preferred_language: 'bg' },
      { full_name: 'Мария Петрова-Иванова', phone: '+359 888 111 222', preferred_language: 'ru' },
    ]);

    // The browser keeps the renewed cookies; its next page load names the user by the new name.
    const renewed = cookieHeader(res.headers['set-cookie']);
    expect(renewed).toContain('swim.session_data');
    const cookie = mergeCookies(parent.cookie, renewed);
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(me.json().user).toMatchObject({ name: 'Мария Петрова-Иванова', phone: '+359 888 111 222' });

    // An empty phone clears it.
    await parent.inject({ method: 'PATCH', url: '/api/profile', payload: { phone: '' } });
    expect((await userRow(parent.user.id))?.phone).toBeNull();
  });
});

describe('password', () => {
  it('keeps the password when the current one is wrong, and changes it (signing other devices out) when right', async () => {
    const parent = await buildCaller(t.app, t.database.db);
    const otherDevice = await signIn(t.app, parent.user.email);
    const before = await passwordHash(parent.user.id);

    const short = await parent.inject({
      method: 'POST',
      url: '/api/profile/password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: '123' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details).toEqual([{ path: 'newPassword', message: 'passwordTooShort' }]);

    const wrong = await parent.inject({
      method: 'POST',
      url: '/api/profile/password',
      payload: { currentPassword: 'not-my-password', newPassword: 'new-secret-2' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'currentPassword', message: 'currentPasswordWrong' }],
    });
    expect(await passwordHash(parent.user.id)).toBe(before);

    const right = await parent.inject({
      method: 'POST',
      url: '/api/profile/password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'new-secret-2' },
    });
    expect(right.statusCode).toBe(204);
    expect(await passwordHash(parent.user.id)).not.toBe(before);
    // This device keeps a new session; the one other device's session is gone from the database.
    const sessionsLeft = await t.database.db.select().from(sessions).where(eq(sessions.userId, parent.user.id));
    expect(sessionsLeft).toHaveLength(1);
    const thisDevice = cookieHeader(right.headers['set-cookie']);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: thisDevice } })).json().user?.id).toBe(
      parent.user.id,
    );
    expect(otherDevice).not.toBe(thisDevice);

    await expect(signIn(t.app, parent.user.email)).rejects.toThrow(/401/);
    await expect(signIn(t.app, parent.user.email, 'new-secret-2')).resolves.toContain('swim.session_token');
  });
});

describe('password guessing with a stolen session', () => {
  it('refuses the 6th wrong current password in the window even from a new address, and the right one too', async () => {
    const parent = await buildCaller(t.app, t.database.db);
    const before = await passwordHash(parent.user.id);
    const tryPassword = (currentPassword: string, from: string) =>
      parent.inject({
        method: 'POST',
        url: '/api/profile/password',
        payload: { currentPassword, newPassword: 'new-secret-2' },
        remoteAddress: from,
      });
    for (let i = 1; i <= 5; i++) {
      expect((await tryPassword(`guess-${i}`, `10.77.0.${i}`)).statusCode).toBe(400);
    }
    const sixth = await tryPassword('guess-6', '10.77.1.1');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('RATE_LIMITED');
    expect((await tryPassword(TEST_PASSWORD, '10.77.1.2')).statusCode).toBe(429);
    expect(await passwordHash(parent.user.id)).toBe(before);
  });

  it('refuses the 6th address change in the window from any address', async () => {
    const parent = await buildCaller(t.app, t.database.db);
    const answers = [];
    for (let i = 1; i <= 6; i++) {
      answers.push(
        (
          await parent.inject({
            method: 'POST',
            url: '/api/profile/email',
            payload: { newEmail: `moved-${i}@example.bg` },
            remoteAddress: `10.78.0.${i}`,
          })
        ).statusCode,
      );
    }
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('email', () => {
  it('refuses the same or a malformed address', async () => {
    const parent = await buildCaller(t.app, t.database.db);
    for (const [newEmail, message] of [
      [parent.user.email.toUpperCase(), 'sameEmail'],
      ['not-an-email', 'emailInvalid'],
    ] as const) {
      const res = await parent.inject({ method: 'POST', url: '/api/profile/email', payload: { newEmail } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual([{ path: 'newEmail', message }]);
    }
    expect(await mailsTo(parent.user.email)).toEqual([]);
  });

  it('changes the address only after the current and then the new address confirm it', async () => {
    const parent = await buildCaller(t.app, t.database.db, { name: 'Мария Петрова' });
    await t.database.db.update(users).set({ preferredLanguage: 'en' }).where(eq(users.id, parent.user.id));
    const res = await parent.inject({
      method: 'POST',
      url: '/api/profile/email',
      payload: { newEmail: 'Maria.New@Example.bg' },
    });
    expect(res.statusCode).toBe(202);
    expect((await userRow(parent.user.id))?.email).toBe(parent.user.email);

    const [approve] = await mailsTo(parent.user.email);
    expect(approve).toMatchObject({ kind: 'approve-email-change', subject: 'Confirm your email change' });
    expect(approve?.text).toContain('maria.new@example.bg');
    const first = await t.app.inject({ url: linkIn(approve?.text).pathname + linkIn(approve?.text).search });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/profile?email-change=1');
    expect((await userRow(parent.user.id))?.email).toBe(parent.user.email);

    const [verify] = await mailsTo('maria.new@example.bg');
    expect(verify).toMatchObject({ kind: 'verify-new-email', subject: 'Confirm your new email' });
    const second = await t.app.inject({ url: linkIn(verify?.text).pathname + linkIn(verify?.text).search });
    expect(second.statusCode).toBe(302);
    const rows = await queryRows(
      t.database.db,
      sql`select email, email_verified from users where id = ${parent.user.id}`,
    );
    expect(rows).toEqual([{ email: 'maria.new@example.bg', email_verified: true }]);
    await expect(signIn(t.app, 'maria.new@example.bg')).resolves.toContain('swim.session_token');
  });

  it('answers alike for an address that already has an account, and mails nobody', async () => {
    const parent = await buildCaller(t.app, t.database.db);
    const other = await buildCaller(t.app, t.database.db);
    const res = await parent.inject({
      method: 'POST',
      url: '/api/profile/email',
      payload: { newEmail: other.user.email },
    });
    expect(res.statusCode).toBe(202);
    expect(await mailsTo(parent.user.email)).toEqual([]);
    expect(await mailsTo(other.user.email)).toEqual([]);
    expect((await userRow(parent.user.id))?.email).toBe(parent.user.email);
  });
});
