// The grace days the admin saves are the ones "owed" applies (issue 25): a period's due date moves with them, on the
// arrears list and on the parent's cached dashboard at once.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment } from '../../test/factories.js';
import { periodBalances } from '../payments/owed.js';

/** 20 November 2026, noon in Sofia, held for the app's clock. */
const NOW = new Date('2026-11-20T10:00:00Z');
const t = useTestApp({}, { now: () => NOW });

const form = {
  name: { bg: 'Плувен клуб „Вълна“', en: '', ru: '' },
  address: { bg: 'бул. „Черни връх“ 1, София', en: '', ru: '' },
  phone: '+359 2 123 4567',
  email: 'office@valna.bg',
  officeHours: [null, null, null, null, null, null, null],
  bank: { holder: 'Клуб Вълна', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bank: 'Commerzbank' },
};

type DueItem = { billingPeriod: string; dueOn: string; overdue: boolean; amount: number };

describe('grace days saved in the club settings', () => {
  it('move an owed period’s due date for "owed", the arrears list’s rule and the parent’s cached dashboard', async () => {
    const db = t.database.db;
    const admin = await buildCaller(t.app, db, { role: 'admin' });
    const parent = await buildCaller(t.app, db, { role: 'parent' });
    const cls = await buildClass(db, { pricePerClass: 1000, currency: 'EUR' });
    const child = await buildChild(db, parent.user.id);
    await buildEnrollment(db, child.id, cls.id, { planType: 'pool_8', startsOn: '2026-11-01' });
    const dashboardDues = async (): Promise<DueItem[]> =>
      (await parent.inject({ url: '/api/dashboard' })).json().payments.dueItems;
    // The arrears list reads today's date, not the held clock: only the grace days it states are compared.
    const arrearsGraceDays = async () => (await admin.inject({ url: '/api/admin/arrears' })).json().graceDays;

    // By hand: November's 8 × 10.00 € is due on the 1st + 10 days = the 11th; on the 20th it is overdue.
    expect(await dashboardDues()).toEqual([
      expect.objectContaining({ billingPeriod: '2026-11', dueOn: '2026-11-11', overdue: true, amount: 8000 }),
    ]);
    expect(await arrearsGraceDays()).toBe(10);

    expect(
      (await admin.inject({ method: 'PUT', url: '/api/admin/settings', payload: { ...form, paymentGraceDays: 25 } }))
        .statusCode,
    ).toBe(200);
    // 1st + 25 days = the 26th: not overdue on the 20th. The dashboard was cached; the settings write refreshed it.
    const [line] = await periodBalances(db, { now: NOW });
    expect(line).toMatchObject({ billingPeriod: '2026-11', dueOn: '2026-11-26', overdue: false, daysOverdue: 0 });
    expect(await dashboardDues()).toEqual([
      expect.objectContaining({ billingPeriod: '2026-11', dueOn: '2026-11-26', overdue: false, amount: 8000 }),
    ]);
    expect(await arrearsGraceDays()).toBe(25);

    // No grace at all: due on the 1st itself.
    await admin.inject({ method: 'PUT', url: '/api/admin/settings', payload: { ...form, paymentGraceDays: 0 } });
    expect(await dashboardDues()).toEqual([expect.objectContaining({ dueOn: '2026-11-01', overdue: true })]);
  });
});
