// The receipt a parent gets for a paid or validated payment, in the parent's language; a payment of what was left of a
// month says so ("Rest of December 2026: €50.00, of €80.00 due").
import type { Language } from '@swim/shared/enums';
import { formatPrice } from '@swim/shared/dual-money';
import { formatMonth } from '@swim/shared/month-names';
import type { Payment } from '@swim/shared/api/payments';
import type { PriceLine } from '@swim/shared/period-price';
import { pickText } from '@swim/shared/localized';
import type { Mail } from '../../lib/mailer.js';

const RU_PLURAL = new Intl.PluralRules('ru');

const TEXT = {
  bg: {
    subject: 'Разписка за плащане',
    hello: (name: string) => `Здравейте, ${name}!`,
    body: 'Получихме вашето плащане. Благодарим ви!',
    child: 'Дете',
    class: 'Група',
    period: 'Период',
    rest: (month: string, amount: string, due: string) => `Остатък за ${month}: ${amount} от дължимите ${due}`,
    amount: 'Сума',
    method: { card: 'карта', cash: 'в брой', bank_transfer: 'банков превод' },
    methodLabel: 'Начин на плащане',
    number: 'Номер на плащането',
    link: 'Всички плащания',
    confirmation: 'Потвърждение за плащането (PDF)',
    planPrice: 'Цена на плана',
    firstPeriod: (left: number, total: number, from: string) =>
      `Първи месец: ${left} от ${total} ${total === 1 ? 'занимание' : 'занимания'} до края на месеца (от ${from})`,
    secondChild: 'Отстъпка за второ дете',
    thirdChild: 'Отстъпка за трето и следващо дете',
    secondClass: 'Отстъпка за втора група на детето',
    closure: (closed: number, total: number, month: string) =>
      `Затворен басейн: ${closed} от ${total} ${total === 1 ? 'занимание' : 'занимания'} за ${month}`,
  },
  en: {
    subject: 'Payment receipt',
    hello: (name: string) => `Hello ${name},`,
    body: 'We have received your payment. Thank you!',
    child: 'Child',
    class: 'Class',
    period: 'Period',
    rest: (month: string, amount: string, due: string) => `Rest of ${month}: ${amount}, of ${due} due`,
    amount: 'Amount',
    method: { card: 'card', cash: 'cash', bank_transfer: 'bank transfer' },
    methodLabel: 'Paid by',
    number: 'Payment number',
    link: 'All payments',
    confirmation: 'Payment confirmation (PDF)',
    planPrice: 'Plan price',
    firstPeriod: (left: number, total: number, from: string) =>
      `First month: ${left} of ${total} ${total === 1 ? 'session' : 'sessions'} to the month's end (from ${from})`,
    secondChild: 'Second child discount',
    thirdChild: 'Third and further child discount',
    secondClass: "Discount for the child's second class",
    closure: (closed: number, total: number, month: string) =>
      `Closure: ${closed} of ${total} ${total === 1 ? 'session' : 'sessions'} in ${month} not held`,
  },
  ru: {
    subject: 'Квитанция об оплате',
    hello: (name: string) => `Здравствуйте, ${name}!`,
    body: 'Мы получили ваш платёж. Спасибо!',
    child: 'Ребёнок',
    class: 'Группа',
    period: 'Период',
    rest: (month: string, amount: string, due: string) => `Остаток за ${month}: ${amount} из ${due} к оплате`,
    amount: 'Сумма',
    method: { card: 'карта', cash: 'наличные', bank_transfer: 'банковский перевод' },
    methodLabel: 'Способ оплаты',
    number: 'Номер платежа',
    link: 'Все платежи',
    confirmation: 'Подтверждение оплаты (PDF)',
    planPrice: 'Цена тарифа',
    firstPeriod: (left: number, total: number, from: string) =>
      // After «из» the count takes the genitive: из 1 (21, 31…) занятия, из 5 (9, 11…) занятий.
      `Первый месяц: ${left} из ${total} ${RU_PLURAL.select(total) === 'one' ? 'занятия' : 'занятий'} до конца месяца (с ${from})`,
    secondChild: 'Скидка за второго ребёнка',
    thirdChild: 'Скидка за третьего и следующих детей',
    secondClass: 'Скидка за вторую группу ребёнка',
    closure: (closed: number, total: number, month: string) =>
      // «за декабрь»: a month's name after «за» is the same as alone; after «из» the count takes the genitive.
      `Бассейн закрыт: ${closed} из ${total} ${RU_PLURAL.select(total) === 'one' ? 'занятия' : 'занятий'} за ${month}`,
  },
} as const;

const DATE_LOCALE: Record<Language, string> = { bg: 'bg-BG', en: 'en-GB', ru: 'ru-RU' };

/** A price line as the receipt reads it, e.g. 'Отстъпка за второ дете (10%): -19,00 лв.' (ADR 0033). */
function priceLineText(line: PriceLine, payment: Payment, language: Language, dualDisplay: boolean): string {
  const t = TEXT[language] ?? TEXT.bg;
  const money = (amount: number) => formatPrice(amount, payment.currency, language, dualDisplay);
  if (line.kind === 'firstPeriod') {
    const [y, m, d] = line.startsOn.split('-').map(Number) as [number, number, number];
    const from = new Intl.DateTimeFormat(DATE_LOCALE[language], {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(Date.UTC(y, m - 1, d));
    return `${t.firstPeriod(line.sessionsLeft, line.sessionsInPeriod, from)}: ${money(line.amount)}`;
  }
  if (line.kind === 'closure') {
    const month = formatMonth(line.period, language);
    return `${t.closure(line.sessionsClosed, line.sessionsInPeriod, month)}: ${money(line.amount)}`;
  }
  const rule = line.rule.kind === 'percent' ? `${line.rule.value}%` : money(line.rule.value);
  return `${t[line.kind]} (${rule}): ${money(line.amount)}`;
}

/** A plain-text receipt for one payment. */
export function receiptMail(input: {
  to: string;
  language: Language;
  payment: Payment;
  clubName: string;
  paymentsUrl: string;
  /** The payment's confirmation PDF in the mail's language (not a fiscal receipt). */
  confirmationUrl: string;
  /** The club's dual display: every amount in both currencies alike. */
  dualDisplay: boolean;
}): Mail {
  const t = TEXT[input.language] ?? TEXT.bg;
  const { payment } = input;
  const money = (amount: number) => formatPrice(amount, payment.currency, input.language, input.dualDisplay);
  const lines = [
    t.hello(payment.parentName),
    '',
    t.body,
    '',
    payment.childName ? `${t.child}: ${payment.childName}` : null,
    payment.classTitle ? `${t.class}: ${pickText(payment.classTitle, input.language)}` : null,
    payment.billingPeriod ? `${t.period}: ${formatMonth(payment.billingPeriod, input.language)}` : null,
    // A payment of what was left of the month (after a part received or written off) says so, with the month's due.
    payment.billingPeriod && payment.monthDue != null
      ? t.rest(formatMonth(payment.billingPeriod, input.language), money(payment.amount), money(payment.monthDue))
      : null,
    ...(payment.listAmount !== null && payment.priceLines.length > 0
      ? [
          `${t.planPrice}: ${money(payment.listAmount)}`,
          ...payment.priceLines.map((line) => priceLineText(line, payment, input.language, input.dualDisplay)),
        ]
      : []),
    `${t.amount}: ${money(payment.amount)}`,
    payment.method ? `${t.methodLabel}: ${t.method[payment.method]}` : null,
    `${t.number}: ${payment.number}`,
    '',
    `${t.confirmation}: ${input.confirmationUrl}`,
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
