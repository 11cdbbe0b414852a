// The club's dual display reaches every amount a family reads in a mail, a push or the payment confirmation: with it on,
// each amount is written in both currencies alike; off, in its own currency alone. Expected amounts worked by hand:
// 80.00 € × 1.95583 = 156.4664 → 156,47 лв.; 36.00 € → 70.40988 → 70,41 лв.; 18.00 € × 2 = 36.00 €;
// 5.00 € → 9.77915 → 9,78 лв.; -3.60 € → -7.040988 → -7,04 лв.; 32.40 € → 63.368892 → 63,37 лв.
import type { Payment } from '@swim/shared/api/payments';
import type { Order } from '@swim/shared/api/shop';
import type { Language } from '@swim/shared/enums';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { pdfText } from '../../test/pdf-text.js';
import { buildPaidMonth, enterClubLegal } from '../invoices/test-invoices.js';
import { enrollmentConfirmedMessage } from '../notices/templates/enrollment-confirmed.js';
import type { NoticeSite } from '../notices/templates/kit.js';
import { orderPaidMessage } from '../notices/templates/orders.js';
import { paymentDueMessage } from '../notices/templates/payment-due.js';
import { paymentOverdueMessage } from '../notices/templates/payment-overdue.js';
import { receiptMessage } from '../notices/templates/receipt.js';
import { readNoticeSite } from '../notices/templates/site.js';
import { subscriptionRenewingMessage } from '../notices/templates/subscription-renewing.js';
import { subscriptionFailedMessage } from '../notices/templates/subscription.js';
import type { PeriodBalance } from './owed.js';
import { rejectionMail } from './rejection-mail.js';

const t = useTestApp({ rateLimitMax: 100_000 });

/** Spaces as a reader sees them (Intl writes a no-break space before € and лв.). */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const site = (dualDisplay: boolean): NoticeSite => ({
  publicUrl: 'http://localhost:3000',
  clubName: { bg: 'Делфин', en: 'Delfin', ru: 'Дельфин' },
  dualDisplay,
});

const PAYMENT: Payment = {
  id: 'c830cbfe-1f0e-4a2b-9d3c-5e6f7a8b9c0d',
  number: 'PM-2026-000123',
  createdAt: '2026-12-03T09:15:00.000Z',
  childId: '33333333-3333-4333-8333-333333333333',
  childName: 'Виктория Петрова',
  enrollmentId: '55555555-5555-4555-8555-555555555555',
  classTitle: { bg: 'Начинаещи', en: 'Beginners', ru: 'Начинающие' },
  parentName: 'Мария Петрова',
  amount: 3240,
  currency: 'EUR',
  listAmount: 3600,
  priceLines: [{ kind: 'secondClass', amount: -360, rule: { kind: 'amount', value: 500 } }],
  method: 'cash',
  billingPeriod: '2026-12',
  parentNotes: null,
  status: 'validated',
  refundedAmount: 0,
  kind: 'plan',
  subscriptionId: null,
  paidAt: null,
  validatedAt: '2026-12-03T10:00:00.000Z',
  validatedByName: null,
};
const ORDER: Order = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  number: 'SC-2026-000007',
  status: 'completed',
  createdAt: '2026-12-03T09:15:00.000Z',
  paidAt: '2026-12-03T09:16:00.000Z',
  customerName: 'Мария Петрова',
  email: 'maria@example.test',
  phone: '0888 000 000',
  shippingAddress: 'Варна, ул. Морска 1',
  total: 3600,
  currency: 'EUR',
  items: [{ productId: 'a1b2c3d4-0000-4000-8000-000000000002', name: { bg: 'Очила' }, price: 1800, quantity: 2 }],
};
const OVERDUE: PeriodBalance = {
  parentId: 'p',
  childId: 'c',
  childName: 'Виктория Петрова',
  childErased: false,
  enrollmentId: 'e',
  classId: 'k',
  classTitle: { bg: 'Начинаещи' },
  planType: 'pool_8',
  billingPeriod: '2026-11',
  currency: 'EUR',
  due: 8000,
  paid: 0,
  writtenOff: 0,
  balance: 8000,
  dueOn: '2026-11-10',
  overdue: true,
  daysOverdue: 20,
  declared: false,
  declaredOn: null,
  billPaymentId: null,
};

/** Every text a family reads, of each message, for one setting and language. */
function everyText(dual: boolean, language: Language): Record<string, string> {
  const s = site(dual);
  const receipt = receiptMessage({ site: s, payment: PAYMENT, confirmationPath: () => '/c.pdf' }, language);
  const order = orderPaidMessage({ site: s, order: ORDER }, language);
  const overdue = paymentOverdueMessage({ to: 'm@example.test', language, name: 'Мария', site: s, periods: [OVERDUE] });
  const due = paymentDueMessage({ language, name: 'Мария', site: s, dueOn: '2026-12-10', lines: [OVERDUE] });
  const renewing = subscriptionRenewingMessage({
    language,
    name: 'Мария',
    site: s,
    chargeOn: '2026-12-10',
    amount: 8000,
    currency: 'EUR',
    childName: 'Виктория',
    classTitle: null,
  });
  const failed = subscriptionFailedMessage(
    { site: s, parentName: 'Мария', childName: 'Виктория', classTitle: null, amount: 8000, currency: 'EUR' },
    language,
  );
  const enrolled = enrollmentConfirmedMessage(
    {
      site: s,
      parentName: 'Мария',
      childName: 'Виктория',
      childGender: 'female',
      classTitle: { bg: 'Начинаещи' },
      transfer: false,
      week: [{ dayOfWeek: 0, startTime: '17:00' }],
      location: { name: { bg: 'Басейн' }, address: { bg: 'София' } },
      firstSession: null,
      nextPayment: { kind: 'period', period: '2027-01', amount: 8000, currency: 'EUR', dueOn: '2027-01-10' },
    },
    language,
  );
  const rejection = rejectionMail({
    to: 'm@example.test',
    language,
    payment: { ...PAYMENT, amount: 8000 },
    reason: '—',
    clubName: 'Делфин',
    payUrl: 'http://localhost:3000/payments',
    dualDisplay: dual,
  });
  return Object.fromEntries(
    Object.entries({
      'receipt mail': receipt.text,
      'receipt push': receipt.push?.body ?? '',
      'order mail': order.text,
      'order push': order.push?.body ?? '',
      'overdue mail': overdue.text,
      'overdue push': overdue.push?.body ?? '',
      'due mail': due.text,
      'due push': due.push?.body ?? '',
      'renewing mail': renewing.text,
      'subscription failed mail': failed.text,
      'enrollment mail': enrolled.text,
      'rejection mail': rejection.text,
    }).map(([name, text]) => [name, plain(text)]),
  );
}

describe('dual display in what a family reads', () => {
  it('writes every amount of every mail and push in both currencies when the club shows both', () => {
    const bg = everyText(true, 'bg');
    expect(bg['receipt mail']).toContain('Цена на плана: 36,00 € / 70,41 лв.');
    expect(bg['receipt mail']).toContain('Отстъпка за втора група на детето (5,00 € / 9,78 лв.): -3,60 € / -7,04 лв.');
    expect(bg['receipt mail']).toContain('Сума: 32,40 € / 63,37 лв.');
    expect(bg['receipt push']).toContain('32,40 € / 63,37 лв.');
    expect(bg['order mail']).toContain('2 × Очила – 36,00 € / 70,41 лв.');
    expect(bg['order mail']).toContain('Общо: 36,00 € / 70,41 лв.');
    expect(bg['order push']).toContain('36,00 € / 70,41 лв.');
    for (const name of ['overdue mail', 'overdue push', 'due mail', 'due push', 'renewing mail']) {
      expect(bg[name], name).toContain('80,00 € / 156,47 лв.');
    }
    for (const name of ['subscription failed mail', 'enrollment mail', 'rejection mail']) {
      expect(bg[name], name).toContain('80,00 € / 156,47 лв.');
    }
    const en = everyText(true, 'en');
    expect(en['receipt mail']).toContain('Amount: €32.40 / BGN 63.37');
    expect(en['overdue mail']).toContain('€80.00 / BGN 156.47');
    const ru = everyText(true, 'ru');
    expect(ru['order mail']).toContain('Итого: 36,00 € / 70,41 лв.');
    expect(ru['rejection mail']).toContain('80,00 € / 156,47 лв.');
  });

  it('writes each amount in its own currency alone when the setting is off', () => {
    for (const language of ['bg', 'en', 'ru'] as const) {
      for (const [name, text] of Object.entries(everyText(false, language))) {
        expect(text, `${name} (${language})`).not.toMatch(/лв\.|BGN/);
      }
    }
  });
});

describe('dual display from the club setting', () => {
  let admin: Caller;
  let parent: Caller;
  beforeEach(async () => {
    admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
    parent = await buildCaller(t.app, t.database.db, { name: 'Мария Петрова' });
  });

  async function turnDualDisplay(on: boolean) {
    const current = (await admin.inject({ url: '/api/admin/settings' })).json();
    const res = await admin.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { ...current, dualDisplay: on },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('reaches the notices, the invoice mail and the payment confirmation', async () => {
    await turnDualDisplay(true);
    expect((await readNoticeSite(t.database.db, 'http://x')).dualDisplay).toBe(true);

    await enterClubLegal(admin);
    const payment = await buildPaidMonth(t.database.db, parent.user.id);
    const invoice = await parent.inject({
      method: 'POST',
      url: `/api/payments/${payment.id}/invoice`,
      payload: { recipient: { type: 'person', name: 'Мария Петрова', address: 'София' } },
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'invoice'));
    expect(plain(mail?.text ?? '')).toContain('80,00 € / 156,47 лв.');

    const pdf = await parent.inject({ url: `/api/payments/${payment.id}/confirmation.pdf?lang=en` });
    expect(pdf.statusCode).toBe(200);
    expect(plain(await pdfText(pdf.rawPayload))).toContain('€80.00 / BGN 156.47');

    await turnDualDisplay(false);
    expect((await readNoticeSite(t.database.db, 'http://x')).dualDisplay).toBe(false);
    const single = await parent.inject({ url: `/api/payments/${payment.id}/confirmation.pdf?lang=en` });
    const text = plain(await pdfText(single.rawPayload));
    expect(text).toContain('€80.00');
    expect(text).not.toContain('BGN');
  });
});
