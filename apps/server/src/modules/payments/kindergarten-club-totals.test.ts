// A kindergarten month across the changeover (issue 24 item 3): bills issued and paid in leva before it stay as they
// were issued, a bill issued in euro and a line not billed yet read in euro, and the month's total is in the club's
// currency, each lev amount converted at 1.95583 and rounded half up to the cent on its own, and counted. The total is
// checked against a direct SQL computation over the bills and the attendance marks.
import { DEFAULT_CLUB_SETTINGS } from '@swim/shared/club';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { attendance, clubSettings, kindergartenBills } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import {
  buildChild,
  buildClass,
  buildEnrollment,
  buildLocation,
  buildPayment,
  clubMonth,
} from '../../test/factories.js';

const t = useTestApp({ rateLimitMax: 100_000 });
const month = clubMonth(new Date(), -1);
const EURO_PER_CLASS = 615; // 6.15 €, the changeover's conversion of 12.03 лв. (1203 / 1.95583 = 615.08)
let admin: Caller;
let locationId: string;
let classId: string;

/** A child of the group with `present` marks in the month; answers the child's and enrollment's ids. */
async function childWithMarks(name: string, present: number) {
  const db = t.database.db;
  const parent = await buildCaller(t.app, db, { name: `Родител ${name}` });
  const child = await buildChild(db, parent.user.id, { fullName: name });
  const plan = { planType: 'kindergarten_monthly' as const, sessionsRemaining: null };
  const enrollment = await buildEnrollment(db, child.id, classId, plan);
  for (let day = 1; day <= present; day++) {
    await db
      .insert(attendance)
      .values({ classId, childId: child.id, date: `${month}-${String(day).padStart(2, '0')}`, status: 'present' });
  }
  return { parentId: parent.user.id, childId: child.id, enrollmentId: enrollment.id };
}

/** A bill issued as it was: its classes, amount, currency and status, with its payment. */
async function billOf(
  who: { parentId: string; childId: string; enrollmentId: string },
  bill: { classes: number; amount: number; currency: 'BGN' | 'EUR'; paid: boolean },
) {
  const db = t.database.db;
  const payment = await buildPayment(db, {
    ...who,
    amount: bill.amount,
    currency: bill.currency,
    kind: 'kindergarten',
    billingPeriod: month,
    method: bill.paid ? 'card' : null,
    status: bill.paid ? 'paid' : 'pending',
    paidAt: bill.paid ? new Date() : null,
  });
  await db.insert(kindergartenBills).values({
    childId: who.childId,
    enrollmentId: who.enrollmentId,
    month: `${month}-01`,
    classesAttended: bill.classes,
    amount: bill.amount,
    currency: bill.currency,
    status: bill.paid ? 'paid' : 'pending',
    paymentId: payment.id,
  });
}

beforeEach(async () => {
  const db = t.database.db;
  await db.insert(clubSettings).values({ id: 1, ...DEFAULT_CLUB_SETTINGS, currency: 'EUR' });
  admin = await buildCaller(t.app, db, { role: 'admin' });
  locationId = (await buildLocation(db, { type: 'kindergarten', name: { bg: 'ДГ Слънце' } })).id;
  classId = (await buildClass(db, { locationId, pricePerClass: EURO_PER_CLASS, monthlyPrice: null, currency: 'EUR' }))
    .id;
});

describe('a kindergarten month across the changeover', () => {
  it('shows lev bills as issued and totals the month in euro, lev converted per bill and counted', async () => {
    // Billed in leva at 12.03 лв. a class before the changeover: 5 classes = 60.15 лв. (paid), 3 = 36.09 лв. (paid).
    const ana = await childWithMarks('Ана', 5);
    await billOf(ana, { classes: 5, amount: 6015, currency: 'BGN', paid: true });
    const boris = await childWithMarks('Борис', 3);
    await billOf(boris, { classes: 3, amount: 3609, currency: 'BGN', paid: true });
    // Billed in euro: 4 × 6.15 € = 24.60 €; and a child not billed yet: 2 × 6.15 € = 12.30 €.
    const vera = await childWithMarks('Вера', 4);
    await billOf(vera, { classes: 4, amount: 2460, currency: 'EUR', paid: false });
    await childWithMarks('Галя', 2);

    const res = await admin.inject({ url: `/api/admin/billing/kindergarten?month=${month}&locationId=${locationId}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(
      body.lines.map((l: Record<string, unknown>) => [
        l.childName,
        l.classesAttended,
        l.pricePerClass,
        l.amount,
        l.currency,
      ]),
    ).toEqual([
      ['Ана', 5, 1203, 6015, 'BGN'],
      ['Борис', 3, 1203, 3609, 'BGN'],
      ['Вера', 4, 615, 2460, 'EUR'],
      ['Галя', 2, 615, 1230, 'EUR'],
    ]);
    // By hand: 6015 / 1.95583 = 3075.42 → 3075; 3609 / 1.95583 = 1845.25 → 1845; + 2460 + 1230 = 8610.
    expect(body.total).toEqual({ currency: 'EUR', amount: 8610, converted: 2 });

    // The same from the tables: the bills (lev ones converted per bill) plus the month's unbilled marks × the price.
    const [direct] = await queryRows<{ billed: number; unbilled: number; converted: number }>(
      t.database.db,
      sql`select
            (select sum(case when b.currency = 'BGN' then round(b.amount::numeric / 1.95583) else b.amount end)
               from kindergarten_bills b where b.month = ${`${month}-01`})::int as billed,
            (select count(*) * max(c.price_per_class) from attendance a join classes c on c.id = a.class_id
               where a.status = 'present' and to_char(a.date, 'YYYY-MM') = ${month}
                 and not exists (select 1 from kindergarten_bills b
                                 where b.child_id = a.child_id and b.month = ${`${month}-01`}))::int as unbilled,
            (select count(*) from kindergarten_bills b where b.currency = 'BGN'
               and b.month = ${`${month}-01`})::int as converted`,
    );
    expect(body.total).toEqual({
      currency: 'EUR',
      amount: Number(direct?.billed) + Number(direct?.unbilled),
      converted: Number(direct?.converted),
    });
  });
});
