// "Payment due in 3 days" (issue 27): each month of the family's that falls due on that day, with what is left to pay
// and where to pay. Sent by the reminder job (reminders.ts) three days before the due day.
import type { Currency, Language } from '@swim/shared/enums';
import { type LocalizedText, pickText } from '@swim/shared/localized';
import { formatMonth } from '@swim/shared/month-names';
import type { NoticeMessage } from '../notice-service.js';
import { formatDay, HELLO, link, type NoticeSite, price, signature, subjectOf } from './kit.js';

export type DueLine = {
  childName: string;
  classTitle: LocalizedText;
  /** 'YYYY-MM' */
  billingPeriod: string;
  balance: number;
  currency: Currency;
};

const TEXT = {
  bg: {
    subject: (day: string) => `Плащане до ${day}`,
    body: (day: string) => `Напомняме, че до ${day} трябва да бъдат платени:`,
    pay: 'Можете да платите с карта, в брой или по банков превод тук',
    already: 'Ако вече сте платили, не е нужно да правите нищо.',
    push: (day: string, total: string) => `${total} до ${day}. Докоснете, за да платите.`,
  },
  en: {
    subject: (day: string) => `Payment due by ${day}`,
    body: (day: string) => `A reminder that the following is due by ${day}:`,
    pay: 'You can pay by card, in cash or by bank transfer here',
    already: 'If you have already paid, there is nothing more to do.',
    push: (day: string, total: string) => `${total} due by ${day}. Tap to pay.`,
  },
  ru: {
    subject: (day: string) => `Оплата до ${day}`,
    body: (day: string) => `Напоминаем, что до ${day} нужно оплатить:`,
    pay: 'Оплатить картой, наличными или банковским переводом можно здесь',
    already: 'Если вы уже оплатили, ничего делать не нужно.',
    push: (day: string, total: string) => `${total} до ${day}. Нажмите, чтобы оплатить.`,
  },
} as const;

/** Totals per currency, written for the language ("90,00 €" or "90,00 € + 40,00 лв." across a changeover). */
export function writtenTotal(
  lines: readonly DueLine[],
  language: Language,
  site: Pick<NoticeSite, 'dualDisplay'>,
): string {
  const sums = new Map<Currency, number>();
  for (const line of lines) sums.set(line.currency, (sums.get(line.currency) ?? 0) + line.balance);
  return [...sums].map(([currency, amount]) => price(site, amount, currency, language)).join(' + ');
}

export function dueLineText(line: DueLine, language: Language, site: Pick<NoticeSite, 'dualDisplay'>): string {
  return `• ${line.childName}, ${pickText(line.classTitle, language)}, ${formatMonth(line.billingPeriod, language)}: ${price(site, line.balance, line.currency, language)}`;
}

export function paymentDueMessage(input: {
  language: Language;
  name: string;
  site: NoticeSite;
  dueOn: string;
  lines: readonly DueLine[];
}): NoticeMessage {
  const { language } = input;
  const t = TEXT[language] ?? TEXT.bg;
  const day = formatDay(input.dueOn, language, false);
  const text = [
    HELLO[language](input.name),
    '',
    t.body(day),
    '',
    ...input.lines.map((line) => dueLineText(line, language, input.site)),
    '',
    `${t.pay}: ${link(input.site, '/payments')}`,
    '',
    t.already,
    '',
    signature(input.site, language),
  ].join('\n');
  return {
    subject: subjectOf(t.subject(day), input.site, language),
    text,
    push: {
      title: t.subject(day),
      body: t.push(day, writtenTotal(input.lines, language, input.site)),
      url: '/payments',
    },
  };
}
