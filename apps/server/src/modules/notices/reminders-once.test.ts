// The reminder job sends once (issue 27 item 4): run twice at once on two app instances (two connection pools on one
// PostgreSQL database, as two servers behind a balancer), and restarted after failing half-way, each family gets its
// reminder exactly once. PGlite runs one transaction at a time, so the race needs a PostgreSQL server; without
// TEST_DATABASE_URL the two-instance case is reported as skipped (the restart case runs on both).
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, noticeDeliveries } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildChild, buildClass, buildEnrollment, buildUser } from '../../test/factories.js';
import { useSecondInstance } from '../../test/second-instance.js';
import type { Notices } from './notice-service.js';
import { runDailyReminders } from './reminders.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const t = useTestApp({ rateLimitMax: 100_000 });
const second = useSecondInstance(t);
const db = () => t.database.db;
/** 09:00 in Sofia on 8 December 2026: December (due by the 11th) is due in three days. */
const NOW = new Date('2026-12-08T09:00:00+02:00');

/** `count` families whose child started on 1 December and has paid nothing. */
async function families(count: number, tag: string): Promise<string[]> {
  const cls = await buildClass(db(), { pricePerClass: 2000, currency: 'EUR' });
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const parent = await buildUser(db(), { email: `${tag}-${i}@example.com`, name: `Родител ${i}` });
    const child = await buildChild(db(), parent.id, { fullName: `Дете ${i}` });
    await buildEnrollment(db(), child.id, cls.id, { startsOn: '2026-12-01' });
    emails.push(parent.email);
  }
  return emails;
}
const mailCounts = async (emails: string[]) => {
  const rows = await db()
    .select({ to: emailOutbox.to })
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.to, emails), eq(emailOutbox.kind, 'notice-payment_due')));
  return emails.map((email) => rows.filter((r) => r.to === email).length);
};

describe('the reminder job', () => {
  it.skipIf(!onPostgres)('run at once on two instances, sends each family its reminder once', async () => {
    const emails = await families(12, 'twice');
    const depsOf = (notices: Notices) => ({ db: db(), notices, publicUrl: 'https://club.example' });
    const [a, b] = await Promise.all([
      runDailyReminders({ ...depsOf(t.app.notices), db: t.database.db }, NOW),
      runDailyReminders({ ...depsOf(second.app.notices), db: second.app.database.db }, NOW),
    ]);
    expect(await mailCounts(emails)).toEqual(emails.map(() => 1));
    // Between them they sent each family's reminder once: what one wrote, the other found written.
    expect(a.dueSoon + b.dueSoon).toBe(12);
  });

  it('restarted after failing half-way, sends the rest and nothing twice', async () => {
    const emails = await families(6, 'restart');
    // The instance stops while writing the fourth family's reminder (other tests' families may come before it).
    const stopAt = emails[3];
    const failing: Notices = {
      ...t.app.notices,
      write: async (tx, notices) => {
        if (notices.some((n) => n.to.email === stopAt)) throw new Error('the instance stopped');
        return t.app.notices.write(tx, notices);
      },
    };
    await expect(
      runDailyReminders({ db: db(), notices: failing, publicUrl: 'https://club.example' }, NOW),
    ).rejects.toThrow('the instance stopped');
    const halfway = await mailCounts(emails);
    expect(halfway[3]).toBe(0);
    expect(halfway.reduce((a, n) => a + n, 0)).toBeLessThan(6);
    await runDailyReminders({ db: db(), notices: t.app.notices, publicUrl: 'https://club.example' }, NOW);
    expect(await mailCounts(emails)).toEqual(emails.map(() => 1));
    const deliveries = await db()
      .select({ key: noticeDeliveries.eventKey })
      .from(noticeDeliveries)
      .where(eq(noticeDeliveries.kind, 'payment_due'));
    expect(new Set(deliveries.map((d) => d.key)).size).toBe(deliveries.length);
  });
});
