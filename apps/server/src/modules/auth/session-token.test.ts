// The session token lives in the HttpOnly cookie only: the JSON answers of sign-in and get-session never carry it, so
// a page script cannot read what the cookie hides (ADR 0021).
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { TEST_ORIGIN, TEST_PASSWORD, buildUserWithPassword, cookieHeader } from '../../test/auth.js';

const t = useTestApp();

/** The token part of the session cookie ("swim.session_token=<token>.<signature>"). */
function sessionTokenOf(cookie: string): string {
  const value = cookie.match(/swim\.session_token=([^;]+)/)?.[1] ?? '';
  return decodeURIComponent(value).split('.')[0] ?? '';
}

describe('the session token', () => {
  it('is set as a cookie by sign-in but is not in its JSON, nor in get-session’s', async () => {
    const user = await buildUserWithPassword(t.database.db, { name: 'Ана Иванова' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = cookieHeader(signIn.headers['set-cookie']);
    const token = sessionTokenOf(cookie);
    expect(token.length).toBeGreaterThan(20);
    const signedIn = signIn.json();
    expect(signedIn.user).toMatchObject({ email: user.email });
    expect(signedIn).not.toHaveProperty('token');
    expect(signIn.body).not.toContain(token);

    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    const current = session.json();
    expect(current.user).toMatchObject({ email: user.email });
    expect(current.session).toMatchObject({ userId: user.id });
    expect(current.session).not.toHaveProperty('token');
    expect(session.body).not.toContain(token);

    // The cookie alone still carries the session.
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().user).toMatchObject({ email: user.email });
  });
});
