// The mailed one-time sign-in link (ADR 0020): the owner's way in while strangers hammer the account's password.
import { desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, users, verifications } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { TEST_ORIGIN, buildUserWithPassword, cookieHeader } from '../../test/auth.js';
import { buildUser } from '../../test/factories.js';

const t = useTestApp();

let ip = 0;
const ask = (payload: object, from = `10.7.0.${++ip % 250}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/magic-link',
    headers: { origin: TEST_ORIGIN },
    payload,
    remoteAddress: from,
  });

const mailsTo = (to: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.createdAt));

const linkIn = (text: string | undefined) => {
  const match = text?.match(/https?:\/\/\S+/);
  if (!match) throw new Error('no link in mail');
  return new URL(match[0]);
};
const open = (link: URL) => t.app.inject({ url: `${link.pathname}${link.search}` });
const me = async (cookie: string) =>
  (await t.app.inject({ url: '/api/me', headers: { cookie } })).json().user as { email: string } | null;

describe('the sign-in link', () => {
  it('refuses bad input with a translatable error and mails nothing', async () => {
    for (const payload of [{}, { email: 'not-an-address' }, { email: 42 }]) {
      const res = await ask(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await t.database.db.select().from(emailOutbox)).toEqual([]);
  });

  it('is mailed in the owner’s language and signs them in once', async () => {
    const user = await buildUserWithPassword(t.database.db, { email: 'link@example.bg', preferredLanguage: 'en' });
    const res = await ask({ email: 'Link@Example.bg' });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Your sign-in link');
    expect(mail?.text).toContain('it works once, within the next 15 minutes');

    const link = linkIn(mail?.text);
    expect(link.origin).toBe(TEST_ORIGIN);
    const first = await open(link);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe(`${TEST_ORIGIN}/`);
    expect(await me(cookieHeader(first.headers['set-cookie']))).toMatchObject({ email: user.email });

    // The same link again: back to the site with the translated "invalid or expired link" and no session.
    const second = await open(link);
    expect(second.statusCode).toBe(302);
    expect(new URL(String(second.headers.location)).searchParams.get('error')).toBe('INVALID_TOKEN');
    expect(second.headers['set-cookie']).toBeUndefined();
  });

  it('writes Bulgarian and Russian too', async () => {
    await buildUser(t.database.db, { email: 'bg@example.bg', preferredLanguage: 'bg' });
    await buildUser(t.database.db, { email: 'ru@example.bg', preferredLanguage: 'ru' });
    await ask({ email: 'bg@example.bg' });
    await ask({ email: 'ru@example.bg' });
    expect((await mailsTo('bg@example.bg'))[0]?.subject).toBe('Линк за вход');
    expect((await mailsTo('ru@example.bg'))[0]?.subject).toBe('Ссылка для входа');
  });

  it('stops working when it expires', async () => {
    const user = await buildUserWithPassword(t.database.db, { email: 'late@example.bg' });
    await ask({ email: user.email });
    const link = linkIn((await mailsTo(user.email))[0]?.text);
    // Stored hashed: the token in the mail is not in the database.
    const token = link.searchParams.get('token') ?? '';
    const stored = await t.database.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, 'magic-link:%'));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.identifier).not.toContain(token);
    await t.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });

    const res = await open(link);
    expect(res.statusCode).toBe(302);
    expect(new URL(String(res.headers.location)).searchParams.get('error')).toBe('INVALID_TOKEN');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers alike for an unknown address, mails nothing and creates no account', async () => {
    await buildUserWithPassword(t.database.db, { email: 'known@example.bg' });
    const known = await ask({ email: 'known@example.bg' });
    const unknown = await ask({ email: 'nobody@example.bg' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await mailsTo('nobody@example.bg')).toEqual([]);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'nobody@example.bg'))).toEqual([]);
  });

  it('is limited per email (3 in 15 minutes) and per address (10 in 15 minutes)', async () => {
    await buildUserWithPassword(t.database.db, { email: 'flooded@example.bg' });
    const perEmail: number[] = [];
    for (let i = 0; i < 4; i++) perEmail.push((await ask({ email: 'flooded@example.bg' })).statusCode);
    expect(perEmail).toEqual([200, 200, 200, 429]);
    expect(await mailsTo('flooded@example.bg')).toHaveLength(3);

    const perAddress: number[] = [];
    for (let i = 0; i < 11; i++) perAddress.push((await ask({ email: `any-${i}@example.bg` }, '10.8.0.1')).statusCode);
    expect(perAddress).toEqual([...Array(10).fill(200), 429]);
    const refused = await ask({ email: 'any-x@example.bg' }, '10.8.0.1');
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });
});
