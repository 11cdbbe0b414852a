// A mail that fails to send stays in the outbox and is tried again later, backing off, until it is delivered.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../db/schema/index.js';
import { type TestDatabase, createTestDatabase } from '../test/database.js';
import { createMailer } from './mailer.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('mail retries', () => {
  it('records a failed delivery and retries it only once its back-off has passed', async () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    // Nothing listens on port 1: every delivery fails at once.
    const mailer = createMailer({ db: database.db, from: 'club@example.bg', smtpUrl: 'smtp://127.0.0.1:1', log });
    await mailer.send({ to: 'parent@example.bg', subject: 'Разписка', text: 'Благодарим!', kind: 'test' });
    const attempts = async () =>
      (await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'parent@example.bg')))[0]?.attempts;
    await vi.waitFor(async () => expect(await attempts()).toBe(1), { timeout: 10_000 });

    expect(await mailer.retryFailed()).toBe(0);
    expect(await attempts()).toBe(1);

    await database.db.execute(sql`update email_outbox set created_at = now() - interval '3 minutes'`);
    expect(await mailer.retryFailed()).toBe(1);
    expect(await attempts()).toBe(2);
    const [row] = await database.db.select().from(emailOutbox);
    expect(row?.sentAt).toBeNull();
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});
