import { describe, expect, it } from 'vitest';
import { contactMessages, emailOutbox } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';

const t = useTestApp();

const valid = { name: 'Мария Петрова', email: 'maria@example.bg', message: 'Здравейте, имате ли места за начинаещи?' };
let ip = 0;
const send = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: `10.0.0.${++ip}` });

describe('POST /api/contact', () => {
  it('refuses bad input with field errors and stores nothing', async () => {
    const res = await send({ name: '', email: 'not-an-email', message: 'short' });
    expect(res.statusCode).toBe(400);
    const paths = res.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'email', 'message']));
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('stores the message and mails it to the club inbox', async () => {
    const res = await send({ ...valid, subject: 'Записване' });
    expect(res.statusCode).toBe(202);
    const [stored] = await t.database.db.select().from(contactMessages);
    expect(stored).toMatchObject({ name: 'Мария Петрова', subject: 'Записване' });
    const mail = await t.database.db.select().from(emailOutbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'info@delfin-swim.bg', kind: 'contact' });
    expect(mail[0]?.text).toContain(valid.message);
  });

  it('accepts but drops a message whose honeypot is filled', async () => {
    const res = await send({ ...valid, website: 'http://spam.example' });
    expect(res.statusCode).toBe(202);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('limits one address to five messages in ten minutes', async () => {
    const from = { method: 'POST' as const, url: '/api/contact', payload: valid, remoteAddress: '10.9.9.9' };
    for (let i = 0; i < 5; i++) expect((await t.app.inject(from)).statusCode).toBe(202);
    const blocked = await t.app.inject(from);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(5);
  });
});
