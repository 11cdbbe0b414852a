// The mail a parent gets when staff mark their declared cash or transfer payment as not received, in their language.
import type { Payment } from '@swim/shared/api/payments';
import type { Language } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized';
import { formatPrice } from '@swim/shared/dual-money';
import { formatMonth } from '@swim/shared/month-names';
import type { Mail } from '../../lib/mailer.js';

const TEXT = {
  bg: {
    subject: 'Плащането не е получено',
    hello: (name: string) => `Здравейте, ${name}!`,
    body: {
      cash: 'Плащането в брой, което отбелязахте, не е получено от клуба.',
      bank_transfer: 'Банковият превод, който отбелязахте, не е получен по сметката на клуба.',
    },
    owed: 'Периодът остава за плащане. Можете да платите отново от страницата за плащане.',
    child: 'Дете',
    class: 'Група',
    period: 'Период',
    amount: 'Сума',
    number: 'Номер на плащането',
    reason: 'Причина',
    pay: 'Платете отново',
  },
  en: {
    subject: 'Payment not received',
    hello: (name: string) => `Hello ${name},`,
    body: {
      cash: 'The cash payment you declared has not been received by the club.',
      bank_transfer: "The bank transfer you declared has not arrived in the club's account.",
    },
    owed: 'The period is still to be paid. You can pay again from the payment page.',
    child: 'Child',
    class: 'Class',
    period: 'Period',
    amount: 'Amount',
    number: 'Payment number',
    reason: 'Reason',
    pay: 'Pay again',
  },
  ru: {
    subject: 'Платёж не получен',
    hello: (name: string) => `Здравствуйте, ${name}!`,
    body: {
      cash: 'Оплата наличными, которую вы отметили, клубом не получена.',
      bank_transfer: 'Банковский перевод, который вы отметили, не поступил на счёт клуба.',
    },
    owed: 'Период по-прежнему нужно оплатить. Вы можете оплатить снова на странице оплаты.',
    child: 'Ребёнок',
    class: 'Группа',
    period: 'Период',
    amount: 'Сумма',
    number: 'Номер платежа',
    reason: 'Причина',
    pay: 'Оплатить снова',
  },
} as const;

/** A plain-text notice that a declared payment was not received, with the reason and a link to pay again. */
export function rejectionMail(input: {
  to: string;
  language: Language;
  payment: Payment;
  reason: string;
  clubName: string;
  /** The child's payment page, where the month can be paid again. */
  payUrl: string;
  /** The club's dual display: every amount in both currencies alike. */
  dualDisplay: boolean;
}): Mail {
  const t = TEXT[input.language] ?? TEXT.bg;
  const { payment, language } = input;
  const lines = [
    t.hello(payment.parentName),
    '',
    payment.method === 'bank_transfer' ? t.body.bank_transfer : t.body.cash,
    '',
    payment.childName ? `${t.child}: ${payment.childName}` : null,
    payment.classTitle ? `${t.class}: ${pickText(payment.classTitle, language)}` : null,
    payment.billingPeriod ? `${t.period}: ${formatMonth(payment.billingPeriod, language)}` : null,
    `${t.amount}: ${formatPrice(payment.amount, payment.currency, language, input.dualDisplay)}`,
    `${t.number}: ${payment.number}`,
    `${t.reason}: ${input.reason}`,
    '',
    t.owed,
    `${t.pay}: ${input.payUrl}`,
    '',
    input.clubName,
  ];
  return {
    to: input.to,
    kind: 'payment-rejected',
    subject: `${t.subject} – ${input.clubName}`,
    text: lines.filter((l): l is string => l !== null).join('\n'),
  };
}
