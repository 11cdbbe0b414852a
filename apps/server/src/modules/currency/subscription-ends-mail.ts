// The mail a parent gets when the club's changeover to the euro sets their card subscription in leva to end after the
// month already paid (ADR 0036), in the parent's language, with the payment page to subscribe again in euro.
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import type { Language } from '@swim/shared/enums';
import { type LocalizedText, pickText } from '@swim/shared/localized';
import { formatMonth } from '@swim/shared/month-names';
import type { Mail } from '../../lib/mailer.js';

const TEXT = {
  bg: {
    subject: 'Клубът вече таксува в евро: абонаментът ви с карта приключва',
    hello: (name: string) => `Здравейте, ${name}!`,
    body: (club: string) =>
      `${club} вече таксува в евро. Абонаментът ви с карта е в лева, затова приключва след вече платения месец и картата ви няма да бъде таксувана повече в лева.`,
    child: 'Дете',
    class: 'Група',
    paidThrough: 'Последен платен месец',
    endsOn: 'Абонаментът приключва на',
    again: (date: string) => `От ${date} можете да се абонирате отново, в евро, на страницата за плащане:`,
  },
  en: {
    subject: 'The club now charges in euro: your card subscription ends',
    hello: (name: string) => `Hello ${name},`,
    body: (club: string) =>
      `${club} now charges in euro. Your card subscription is in leva, so it ends after the month already paid and your card will not be charged in leva again.`,
    child: 'Child',
    class: 'Class',
    paidThrough: 'Last month paid',
    endsOn: 'The subscription ends on',
    again: (date: string) => `From ${date} you can subscribe again, in euro, on the payment page:`,
  },
  ru: {
    subject: 'Клуб теперь берёт оплату в евро: ваша подписка с оплатой картой завершается',
    hello: (name: string) => `Здравствуйте, ${name}!`,
    body: (club: string) =>
      `${club} теперь берёт оплату в евро. Ваша подписка с оплатой картой — в левах, поэтому она завершится после уже оплаченного месяца, и списаний с карты в левах больше не будет.`,
    child: 'Ребёнок',
    class: 'Группа',
    paidThrough: 'Последний оплаченный месяц',
    endsOn: 'Подписка завершится',
    again: (date: string) => `С ${date} вы можете снова оформить подписку, уже в евро, на странице оплаты:`,
  },
} as const;

const DATE_LOCALE: Record<Language, string> = { bg: 'bg-BG', en: 'en-GB', ru: 'ru-RU' };

/** A day as the language writes it, in the club's time zone: '1 декември 2026 г.', '1 December 2026'. */
export function formatClubDay(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(DATE_LOCALE[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: CLUB_TIME_ZONE,
  }).format(at);
}

export type SubscriptionEndsMailInput = {
  to: string;
  language: Language;
  parentName: string;
  childName: string | null;
  classTitle: LocalizedText | null;
  /** The last month paid ('YYYY-MM'), when known. */
  paidThrough: string | null;
  /** When the subscription ends (the provider's cancel date: the first charge it will no longer make). */
  endsAt: Date;
  clubName: string;
  /** The child's payment page, with the class and the first unpaid month chosen. */
  paymentUrl: string;
};

/** A plain-text notice that a card subscription in leva ends after its paid month. */
export function subscriptionEndsMail(input: SubscriptionEndsMailInput): Mail {
  const t = TEXT[input.language] ?? TEXT.bg;
  const endsOn = formatClubDay(input.endsAt, input.language);
  const lines = [
    t.hello(input.parentName),
    '',
    t.body(input.clubName),
    '',
    input.childName ? `${t.child}: ${input.childName}` : null,
    input.classTitle ? `${t.class}: ${pickText(input.classTitle, input.language)}` : null,
    input.paidThrough ? `${t.paidThrough}: ${formatMonth(input.paidThrough, input.language)}` : null,
    `${t.endsOn}: ${endsOn}`,
    '',
    t.again(endsOn),
    input.paymentUrl,
    '',
    input.clubName,
  ];
  return {
    to: input.to,
    kind: 'subscription-ends-euro',
    subject: `${t.subject} – ${input.clubName}`,
    text: lines.filter((l): l is string => l !== null).join('\n'),
  };
}
