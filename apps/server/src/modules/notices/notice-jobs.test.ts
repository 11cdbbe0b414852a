// The daily reminders as a job on the queue (issue 27 item 4): scheduled at 09:00 in the club's time zone, and run
// through the queue by the development trigger the end-to-end journeys use (never in production, only from the
// server's own machine).
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildChild, buildClass, buildEnrollment, buildUser } from '../../test/factories.js';

/** 09:00 in Sofia on 8 December 2026: December (due by the 11th) is due in three days. */
const NOW = new Date('2026-12-08T09:00:00+02:00');
const t = useTestApp({ rateLimitMax: 100_000, jobs: true }, { now: () => NOW });
const db = () => t.database.db;

describe('the reminder job', () => {
  it('is scheduled daily at 09:00 Sofia time', async () => {
    const rows = await t.database.executeSql(
      `select cron, timezone from pgboss.schedule where name = 'notices-daily-reminders'`,
    );
    expect(rows.rows).toEqual([{ cron: '0 9 * * *', timezone: 'Europe/Sofia' }]);
  });

  it('runs through the queue when started by hand from the server’s machine, and only from there', async () => {
    const parent = await buildUser(db(), { email: 'job-run@example.com', preferredLanguage: 'en' });
    const cls = await buildClass(db(), { pricePerClass: 2000, currency: 'EUR' });
    const child = await buildChild(db(), parent.id);
    await buildEnrollment(db(), child.id, cls.id, { startsOn: '2026-12-01' });
    const remote = await t.app.inject({
      method: 'POST',
      url: '/dev/jobs/notices-daily-reminders',
      remoteAddress: '10.0.0.9',
    });
    expect(remote.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/dev/jobs/drop-everything',
      remoteAddress: '127.0.0.1',
    });
    expect(unknown.statusCode).toBe(404);
    const run = await t.app.inject({
      method: 'POST',
      url: '/dev/jobs/notices-daily-reminders',
      remoteAddress: '127.0.0.1',
    });
    expect(run.statusCode).toBe(202);
    await expect
      .poll(
        async () =>
          (
            await db()
              .select({ n: sql<number>`count(*)::int` })
              .from(emailOutbox)
              .where(and(eq(emailOutbox.to, parent.email), eq(emailOutbox.kind, 'notice-payment_due')))
          )[0]?.n,
        { timeout: 20_000, interval: 250 },
      )
      .toBe(1);
  });
});
