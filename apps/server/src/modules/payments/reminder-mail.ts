// A kind reminder of what is overdue (issue 25), in the parent's language: each child's months with what is left to pay
// and since when, and where to pay.
import type { Language } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized';
import { formatPrice } from '@swim/shared/dual-money';
import { formatMonth } from '@swim/shared/month-names';
import type { Mail } from '../../lib/mailer.js';
import { formatDay } from '../notices/templates/kit.js';
import type { PeriodBalance } from './owed.js';

const TEXT = {
  bg: {
    subject: 'Напомняне за плащане',
    hello: (name: string) => `Здравейте, ${name}!`,
    body: 'Приятелско напомняне: по нашите записи следните месеци все още не са платени.',
    line: (child: string, cls: string, month: string, amount: string, dueOn: string) =>
      `• ${child}, ${cls}, ${month}: ${amount} (с краен срок ${dueOn})`,
    pay: 'Можете да платите с карта, в брой или по банков превод тук',
    already: 'Ако вече сте платили, моля, не обръщайте внимание на това писмо или ни пишете.',
  },
  en: {
    subject: 'Payment reminder',
    hello: (name: string) => `Hello ${name},`,
    body: 'A friendly reminder: by our records the following months are not paid yet.',
    line: (child: string, cls: string, month: string, amount: string, dueOn: string) =>
      `• ${child}, ${cls}, ${month}: ${amount} (due ${dueOn})`,
    pay: 'You can pay by card, in cash or by bank transfer here',
    already: 'If you have already paid, please ignore this mail or write to us.',
  },
  ru: {
    subject: 'Напоминание об оплате',
    hello: (name: string) => `Здравствуйте, ${name}!`,
    body: 'Дружеское напоминание: по нашим данным следующие месяцы ещё не оплачены.',
    line: (child: string, cls: string, month: string, amount: string, dueOn: string) =>
      `• ${child}, ${cls}, ${month}: ${amount} (срок оплаты ${dueOn})`,
    pay: 'Оплатить картой, наличными или банковским переводом можно здесь',
    already: 'Если вы уже оплатили, пожалуйста, не обращайте внимания на это письмо или напишите нам.',
  },
} as const;

export function reminderMail(input: {
  to: string;
  language: Language;
  parentName: string;
  clubName: string;
  periods: readonly PeriodBalance[];
  paymentsUrl: string;
  /** The club's dual display: every amount in both currencies alike. */
  dualDisplay: boolean;
}): Mail {
  const { language } = input;
  const t = TEXT[language] ?? TEXT.bg;
  const lines = [
    t.hello(input.parentName),
    '',
    t.body,
    '',
    ...input.periods.map((p) =>
      t.line(
        p.childName,
        pickText(p.classTitle, language),
        formatMonth(p.billingPeriod, language),
        formatPrice(p.balance, p.currency, language, input.dualDisplay),
        formatDay(p.dueOn, language, false),
      ),
    ),
    '',
    `${t.pay}: ${input.paymentsUrl}`,
    '',
    t.already,
    '',
    input.clubName,
  ];
  return {
    to: input.to,
    kind: 'payment-reminder',
    subject: `${t.subject} – ${input.clubName}`,
    text: lines.join('\n'),
  };
}
