// The receipt of a payment of what was left of a month (ADR 0037: `month_due` set, after a part staff received or the
// club wrote off) says it pays the rest, with the month's whole due, in the family's language and with the club's dual
// display; never the month as 'YYYY-MM'. Worked by hand: 50.00 € × 1.95583 = 97.7915 → 97,79 лв.;
// 80.00 € × 1.95583 = 156.4664 → 156,47 лв.
import type { Payment } from '@swim/shared/api/payments';
import type { Language } from '@swim/shared/enums';
import { describe, expect, it } from 'vitest';
import { receiptMail } from './receipt-mail.js';

/** Spaces as a reader sees them (Intl writes a no-break space before € and лв.). */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const REST: Payment = {
  id: 'c830cbfe-1f0e-4a2b-9d3c-5e6f7a8b9c0d',
  number: 'PM-2026-000124',
  createdAt: '2026-12-18T09:15:00.000Z',
  childId: '33333333-3333-4333-8333-333333333333',
  childName: 'Виктория Петрова',
  enrollmentId: '55555555-5555-4555-8555-555555555555',
  classTitle: { bg: 'Начинаещи', en: 'Beginners', ru: 'Начинающие' },
  parentName: 'Мария Петрова',
  // 80.00 € due for December, 30.00 € received at the pool: the rest is 50.00 €.
  amount: 5000,
  currency: 'EUR',
  listAmount: null,
  priceLines: [],
  monthDue: 8000,
  method: 'cash',
  billingPeriod: '2026-12',
  parentNotes: null,
  status: 'validated',
  refundedAmount: 0,
  kind: 'plan',
  subscriptionId: null,
  paidAt: '2026-12-18T09:15:00.000Z',
  validatedAt: '2026-12-18T09:15:00.000Z',
  validatedByName: null,
};

const text = (payment: Payment, language: Language, dualDisplay: boolean) =>
  plain(
    receiptMail({
      to: 'maria@example.test',
      language,
      payment,
      clubName: 'Делфин',
      paymentsUrl: 'http://localhost:3000/payments',
      confirmationUrl: 'http://localhost:3000/c.pdf',
      dualDisplay,
    }).text,
  );

describe('the receipt of the rest of a month', () => {
  it('says it pays the rest of the month, of its whole due, in Bulgarian and English', () => {
    expect(text(REST, 'bg', false)).toContain('Остатък за декември 2026: 50,00 € от дължимите 80,00 €');
    expect(text(REST, 'bg', false)).toContain('Сума: 50,00 €');
    expect(text(REST, 'en', false)).toContain('Rest of December 2026: €50.00, of €80.00 due');
    expect(text(REST, 'en', false)).toContain('Amount: €50.00');
    expect(text(REST, 'ru', false)).toContain('Остаток за декабрь 2026: 50,00 € из 80,00 € к оплате');
    for (const language of ['bg', 'en', 'ru'] as const) {
      expect(text(REST, language, false)).not.toContain('2026-12');
      expect(text(REST, language, true)).not.toContain('2026-12');
    }
  });

  it('writes both amounts in both currencies when the club shows both', () => {
    expect(text(REST, 'bg', true)).toContain(
      'Остатък за декември 2026: 50,00 € / 97,79 лв. от дължимите 80,00 € / 156,47 лв.',
    );
    expect(text(REST, 'en', true)).toContain('Rest of December 2026: €50.00 / BGN 97.79, of €80.00 / BGN 156.47 due');
  });

  it('says nothing of a rest for a payment of the whole month', () => {
    const whole = { ...REST, amount: 8000, monthDue: null };
    expect(text(whole, 'bg', false)).not.toContain('Остатък');
    expect(text(whole, 'en', false)).not.toContain('Rest of');
    expect(text(whole, 'en', false)).toContain('Amount: €80.00');
  });
});
