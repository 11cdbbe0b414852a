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

/** Attempts after which a mail is no longer tried (the first test's mail is set there to keep out of the second). */
const MAX_SEEN = 6;

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

  it('sends a mail written but never handed over (its instance stopped after the commit), once it is 5 minutes old', async () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    const mailer = createMailer({ db: database.db, from: 'club@example.bg', smtpUrl: 'smtp://127.0.0.1:1', log });
    // What a notice written in a transaction leaves when nothing delivers it: an outbox row never tried.
    const [fresh] = await database.db
      .insert(emailOutbox)
      .values({ to: 'orphan@example.bg', subject: 'Разписка', text: 'Благодарим!', kind: 'test' })
      .returning();
    const [stale] = await database.db
      .insert(emailOutbox)
      .values({
        to: 'old@example.bg',
        subject: 'Разписка',
        text: 'Благодарим!',
        kind: 'test',
        createdAt: sql`now() - interval '3 days'`,
      })
      .returning();
    const attemptsOf = async (id: string | undefined) =>
      (
        await database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.id, id ?? ''))
      )[0]?.attempts;
    await database.db.execute(
      sql`update email_outbox set attempts = ${MAX_SEEN} where to_address = 'parent@example.bg'`,
    );
    expect(await mailer.retryFailed()).toBe(0);
    await database.db.execute(
      sql`update email_outbox set created_at = now() - interval '6 minutes' where id = ${fresh?.id ?? ''}`,
    );
    expect(await mailer.retryFailed()).toBe(1);
    expect(await attemptsOf(fresh?.id)).toBe(1);
    // Mail from before SMTP was configured stays where it is.
    expect(await attemptsOf(stale?.id)).toBe(0);
  });
});
