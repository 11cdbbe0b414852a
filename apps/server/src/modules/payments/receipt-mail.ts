// The receipt a parent gets for a paid or validated payment, in the parent's language.
import type { Language } from '@swim/shared/enums';
import { formatMoney } from '@swim/shared/money';
import { formatMonth } from '@swim/shared/month-names';
import type { Payment } from '@swim/shared/api/payments';
import { pickText } from '@swim/shared/localized';
import type { Mail } from '../../lib/mailer.js';

const TEXT = {
  bg: {
    subject: 'Разписка за плащане',
    hello: (name: string) => `Здравейте, ${name}!`,
    body: 'Получихме вашето плащане. Благодарим ви!',
    child: 'Дете',
    class: 'Група',
    period: 'Период',
    amount: 'Сума',
    method: { card: 'карта', cash: 'в брой', bank_transfer: 'банков превод' },
    methodLabel: 'Начин на плащане',
    number: 'Номер на плащането',
    link: 'Всички плащания',
  },
  en: {
    subject: 'Payment receipt',
    hello: (name: string) => `Hello ${name},`,
    body: 'We have received your payment. Thank you!',
    child: 'Child',
    class: 'Class',
    period: 'Period',
    amount: 'Amount',
    method: { card: 'card', cash: 'cash', bank_transfer: 'bank transfer' },
    methodLabel: 'Paid by',
    number: 'Payment number',
    link: 'All payments',
  },
  ru: {
    subject: 'Квитанция об оплате',
    hello: (name: string) => `Здравствуйте, ${name}!`,
    body: 'Мы получили ваш платёж. Спасибо!',
    child: 'Ребёнок',
    class: 'Группа',
    period: 'Период',
    amount: 'Сумма',
    method: { card: 'карта', cash: 'наличные', bank_transfer: 'банковский перевод' },
    methodLabel: 'Способ оплаты',
    number: 'Номер платежа',
    link: 'Все платежи',
  },
} as const;

/** A plain-text receipt for one payment. */
export function receiptMail(input: {
  to: string;
  language: Language;
  payment: Payment;
  clubName: string;
  paymentsUrl: string;
}): Mail {
  const t = TEXT[input.language] ?? TEXT.bg;
  const { payment } = input;
  const lines = [
    t.hello(payment.parentName),
    '',
    t.body,
    '',
    payment.childName ? `${t.child}: ${payment.childName}` : null,
    payment.classTitle ? `${t.class}: ${pickText(payment.classTitle, input.language)}` : null,
    payment.billingPeriod ? `${t.period}: ${formatMonth(payment.billingPeriod, input.language)}` : null,
    `${t.amount}: ${formatMoney(payment.amount, payment.currency, input.language)}`,
    payment.method ? `${t.methodLabel}: ${t.method[payment.method]}` : null,
    `${t.number}: ${payment.number}`,
    '',
    `${t.link}: ${input.paymentsUrl}`,
    '',
    input.clubName,
  ];
  return {
    to: input.to,
    kind: 'payment-receipt',
    subject: `${t.subject} – ${input.clubName}`,
    text: lines.filter((l): l is string => l !== null).join('\n'),
  };
}
