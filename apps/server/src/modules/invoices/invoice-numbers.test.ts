// One gap-free sequence under load: 50 invoices asked for at once, for 50 different paid payments, take the numbers
// 1 to 50, each once, also split over two app instances (on PostgreSQL each with its own pool, so the requests really
// race; PGlite serialises them). Two requests for the same payment at once issue one invoice and answer the other
// INVOICE_EXISTS.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, TEST_ORIGIN, buildCaller } from '../../test/auth.js';
import { useSecondInstance } from '../../test/second-instance.js';
import { buildPayment } from '../../test/factories.js';
import { enterClubLegal, lastInvoiceNumber } from './test-invoices.js';

const t = useTestApp({ rateLimitMax: 100_000 });
const second = useSecondInstance(t, { rateLimitMax: 100_000 });
let parent: Caller;
let admin: Caller;

beforeEach(async () => {
  parent = await buildCaller(t.app, t.database.db, { name: 'Мария Петрова' });
  admin = await buildCaller(t.app, t.database.db, { role: 'admin', name: 'Админ' });
  await enterClubLegal(admin);
});

const request = (paymentId: string) => ({
  method: 'POST' as const,
  url: `/api/payments/${paymentId}/invoice`,
  payload: { recipient: { type: 'person', name: 'Мария Петрова', address: 'гр. София' } },
});
const ask = (caller: Caller, paymentId: string) => caller.inject(request(paymentId));
/** The same request through the second instance (its own connection pool on PostgreSQL). */
const askSecond = (caller: Caller, paymentId: string) =>
  second.app.inject({ ...request(paymentId), headers: { origin: TEST_ORIGIN, cookie: caller.cookie } });

describe('invoice numbers', () => {
  it('gives 50 concurrent requests 50 consecutive numbers, no gap, no duplicate', async () => {
    const payments = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        buildPayment(t.database.db, { parentId: parent.user.id, amount: 1000 + i, currency: 'EUR' }),
      ),
    );
    // Split over two instances, as behind a load balancer: they meet only at the counter's row lock.
    const answers = await Promise.all(payments.map((p, i) => (i % 2 ? ask(parent, p.id) : askSecond(admin, p.id))));
    expect(answers.map((a) => a.statusCode)).toEqual(payments.map(() => 201));

    const rows = await queryRows<{ number: string; payment_id: string }>(
      t.database.db,
      sql`select number, payment_id from invoices order by number`,
    );
    const expected = Array.from({ length: 50 }, (_, i) => String(i + 1).padStart(10, '0'));
    expect(rows.map((r) => r.number)).toEqual(expected);
    expect(new Set(rows.map((r) => r.payment_id)).size).toBe(50);
    const [counts] = await queryRows<{ distinct_numbers: number; lowest: string; highest: string }>(
      t.database.db,
      sql`select count(distinct number)::int as distinct_numbers, min(number::bigint)::text as lowest,
          max(number::bigint)::text as highest from invoices`,
    );
    expect(counts).toEqual({ distinct_numbers: 50, lowest: '1', highest: '50' });
    expect(await lastInvoiceNumber(t.database.db)).toBe(50);
    // Each answer names its own payment's number, as stored.
    const byPayment = new Map(rows.map((r) => [r.payment_id, r.number]));
    payments.forEach((p, i) => {
      expect(answers[i]?.json().number).toBe(byPayment.get(p.id));
    });
  });

  it('issues one invoice for two requests for the same payment at once, and takes one number', async () => {
    const payment = await buildPayment(t.database.db, { parentId: parent.user.id, currency: 'EUR' });
    const answers = await Promise.all([ask(parent, payment.id), askSecond(admin, payment.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error.code).toBe('INVOICE_EXISTS');
    expect(await lastInvoiceNumber(t.database.db)).toBe(1);
  });
});
