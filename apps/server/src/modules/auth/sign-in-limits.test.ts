// The sign-in policy (limits.ts, ADR 0020) through the real app: bursts count in full, strangers slow an account down
// but never shut its owner out. The reliability suite runs the same attacks in full against real server processes;
// here an account's earlier attempts are put in its counter directly (each real one costs a password hash).
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { TEST_ORIGIN, TEST_PASSWORD, buildUserWithPassword, cookieHeader } from '../../test/auth.js';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_MAX_AGE_SECONDS, deviceAccount, deviceMark } from './known-device.js';
import { SIGN_IN_POLICY, signInAttemptKeys } from './limits.js';

const t = useTestApp();

const attempt = (options: { email: string; password: string; from: string; cookie?: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: { email: options.email, password: options.password },
    remoteAddress: options.from,
  });

/** Answers counted by status and error code, e.g. { '401 INVALID_CREDENTIALS': 10 }. */
const tally = (answers: { statusCode: number; json: () => { error?: { code: string } } }[]) => {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const key = `${answer.statusCode} ${answer.statusCode === 200 ? 'OK' : answer.json().error?.code}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

/** Strangers' earlier attempts on the account in this window. */
async function attemptsSoFar(email: string, count: number) {
  const { account } = signInAttemptKeys(email, 'elsewhere');
  for (let i = 0; i < count; i++) await t.app.counters.hit(account, SIGN_IN_POLICY.windowMs);
}

const timed = async <T>(run: () => Promise<T>) => {
  const started = Date.now();
  const result = await run();
  return { result, ms: Date.now() - started };
};

describe('sign-in limits', () => {
  it('counts a burst in full: of 30 concurrent wrong passwords from one address, 10 are checked', async () => {
    const owner = await buildUserWithPassword(t.database.db, { email: 'burst@example.bg' });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt({ email: owner.email, password: `guess-${i}`, from: '10.30.0.1' })),
    );
    // The account's first 10 attempts are not slowed, so their wrong passwords answer plainly.
    expect(tally(answers)).toEqual({ '401 INVALID_CREDENTIALS': 10, '429 RATE_LIMITED': 20 });
    // The address is refused even the right password; the owner elsewhere is let in.
    expect((await attempt({ email: owner.email, password: TEST_PASSWORD, from: '10.30.0.1' })).statusCode).toBe(429);
    expect((await attempt({ email: owner.email, password: TEST_PASSWORD, from: '10.30.0.2' })).statusCode).toBe(200);
  }, 90_000);

  it('never slows the owner for their own sign-ins: 12 in a row, then a typo is a plain wrong password', async () => {
    const owner = await buildUserWithPassword(t.database.db, { email: 'regular@example.bg' });
    for (let i = 0; i < 12; i++) {
      expect((await attempt({ email: owner.email, password: TEST_PASSWORD, from: '10.12.0.1' })).statusCode).toBe(200);
    }
    const typo = await attempt({ email: owner.email, password: 'typo', from: '10.12.0.1' });
    expect(typo.json().error.code).toBe('INVALID_CREDENTIALS');
  }, 90_000);

  it('slows an attacked account down without refusing it: after 60 attempts the owner still signs in', async () => {
    const owner = await buildUserWithPassword(t.database.db, { email: 'slowed@example.bg' });
    await attemptsSoFar(owner.email, 60);

    const stranger = await timed(() => attempt({ email: owner.email, password: 'guess', from: '10.60.0.1' }));
    expect(stranger.result.statusCode).toBe(401);
    expect(stranger.result.json().error.code).toBe('SIGN_IN_SLOWED');
    expect(stranger.ms).toBeGreaterThanOrEqual(SIGN_IN_POLICY.maxDelayMs - 50);

    const owners = await timed(() => attempt({ email: owner.email, password: TEST_PASSWORD, from: '10.60.1.1' }));
    expect(owners.result.statusCode).toBe(200);
    expect(owners.ms).toBeGreaterThanOrEqual(SIGN_IN_POLICY.maxDelayMs - 50);
  }, 60_000);

  it('past the ceiling takes a password only on a device that signed in before; elsewhere it asks for a link', async () => {
    const owner = await buildUserWithPassword(t.database.db, { email: 'besieged@example.bg' });
    const phone = await attempt({ email: owner.email, password: TEST_PASSWORD, from: '10.120.9.9' });
    expect(phone.statusCode).toBe(200);
    const phoneCookie = cookieHeader(phone.headers['set-cookie']);
    expect(phoneCookie).toContain('swim.known_device=');
    await attemptsSoFar(owner.email, 120);

    // A stranger is refused at once (no password is checked), and so is the right password on a new device...
    const stranger = await attempt({ email: owner.email, password: 'guess', from: '10.121.0.1' });
    const laptop = await attempt({ email: owner.email, password: TEST_PASSWORD, from: '10.121.0.2' });
    expect(tally([stranger, laptop])).toEqual({ '429 SIGN_IN_LINK_REQUIRED': 2 });
    // ...while the phone, even from a new address, signs in without waiting.
    const again = await timed(() =>
      attempt({ email: owner.email, password: TEST_PASSWORD, from: '10.121.0.3', cookie: phoneCookie }),
    );
    expect(again.result.statusCode).toBe(200);
    expect(again.ms).toBeLessThan(SIGN_IN_POLICY.maxDelayMs);
    // A forged mark counts for nothing, and so does the mark of another account.
    const other = await buildUserWithPassword(t.database.db, { email: 'neighbour@example.bg' });
    const neighbours = cookieHeader(
      (await attempt({ email: other.email, password: TEST_PASSWORD, from: '10.121.0.4' })).headers['set-cookie'],
    );
    const forged = await Promise.all(
      ['swim.known_device=AAAAAAAAAAAAAAAAAAAAAA', neighbours].map((cookie) =>
        attempt({ email: owner.email, password: TEST_PASSWORD, from: '10.121.0.5', cookie }),
      ),
    );
    expect(tally(forged)).toEqual({ '429 SIGN_IN_LINK_REQUIRED': 2 });
  }, 60_000);

  it('voids a device mark once the password changes, once it is too old, and past the known-device cap', async () => {
    const owner = await buildUserWithPassword(t.database.db, { email: 'moved-on@example.bg' });
    const phone = await attempt({ email: owner.email, password: TEST_PASSWORD, from: '10.130.0.1' });
    const phoneCookie = cookieHeader(phone.headers['set-cookie']);
    const account = await deviceAccount(t.database.db, owner.email);
    if (!account) throw new Error('no credential account');
    // A mark signed for the current password but issued more than 180 days ago.
    const stale = Math.floor(Date.now() / 1000) - KNOWN_DEVICE_MAX_AGE_SECONDS - 60;
    const oldMark = `${KNOWN_DEVICE_COOKIE}=${deviceMark(t.app.config.authSecret, account, 'AAAAAAAAAAAAAAAA', stale)}`;
    await attemptsSoFar(owner.email, 120);

    expect(
      (await attempt({ email: owner.email, password: TEST_PASSWORD, from: '10.130.0.2', cookie: oldMark })).json(),
    ).toMatchObject({ error: { code: 'SIGN_IN_LINK_REQUIRED' } });
    // The phone's mark works until the known-device attempts on the account pass their cap...
    const { knownDevice } = signInAttemptKeys(owner.email, 'elsewhere');
    for (let i = 0; i < SIGN_IN_POLICY.knownDeviceMax - 1; i++) {
      await t.app.counters.hit(knownDevice, SIGN_IN_POLICY.windowMs);
    }
    const last = await attempt({ email: owner.email, password: 'guess', from: '10.130.0.3', cookie: phoneCookie });
    expect(last.json().error.code).toBe('INVALID_CREDENTIALS');
    const capped = await attempt({
      email: owner.email,
      password: TEST_PASSWORD,
      from: '10.130.0.4',
      cookie: phoneCookie,
    });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().error.code).toBe('SIGN_IN_LINK_REQUIRED');
    await t.app.counters.reset(knownDevice);

    // ...and no longer once the password has changed (here by the owner, signed in on the phone).
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/profile/password',
      headers: { origin: TEST_ORIGIN, cookie: phoneCookie },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a-new-secret-9' },
      remoteAddress: '10.130.0.5',
    });
    expect(changed.statusCode).toBe(204);
    const after = await attempt({
      email: owner.email,
      password: 'a-new-secret-9',
      from: '10.130.0.6',
      cookie: phoneCookie,
    });
    expect(after.statusCode).toBe(429);
    expect(after.json().error.code).toBe('SIGN_IN_LINK_REQUIRED');
  }, 60_000);
});
