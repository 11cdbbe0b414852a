// "Your card subscription renews soon" (issue 27): what will be charged, when, for which child and class, and where to
// change or cancel it. Sent by the reminder job (reminders.ts) three days before the charge.
import type { Currency, Language } from '@swim/shared/enums';
import { type LocalizedText, pickText } from '@swim/shared/localized';
import type { NoticeMessage } from '../notice-service.js';
import { formatDay, HELLO, link, type NoticeSite, price, signature, subjectOf } from './kit.js';

const TEXT = {
  bg: {
    subject: (day: string) => `Абонаментът се подновява на ${day}`,
    body: (amount: string, day: string, what: string) => `На ${day} ще изтеглим ${amount} от вашата карта за ${what}.`,
    manage: 'Можете да смените плана или да спрете абонамента преди това тук',
    push: (amount: string, what: string) => `${amount} за ${what}.`,
  },
  en: {
    subject: (day: string) => `Your subscription renews on ${day}`,
    body: (amount: string, day: string, what: string) => `On ${day} we will charge ${amount} to your card for ${what}.`,
    manage: 'You can change the plan or stop the subscription before then here',
    push: (amount: string, what: string) => `${amount} for ${what}.`,
  },
  ru: {
    subject: (day: string) => `Абонемент продлевается ${day}`,
    body: (amount: string, day: string, what: string) => `${day} мы спишем ${amount} с вашей карты за ${what}.`,
    manage: 'Сменить план или остановить абонемент до этого можно здесь',
    push: (amount: string, what: string) => `${amount} за ${what}.`,
  },
} as const;

export function subscriptionRenewingMessage(input: {
  language: Language;
  name: string;
  site: NoticeSite;
  chargeOn: string;
  amount: number;
  currency: Currency;
  childName: string;
  classTitle: LocalizedText | null;
}): NoticeMessage {
  const t = TEXT[input.language] ?? TEXT.bg;
  const day = formatDay(input.chargeOn, input.language, false);
  const amount = price(input.site, input.amount, input.currency, input.language);
  const what = input.classTitle
    ? `${input.childName} – ${pickText(input.classTitle, input.language)}`
    : input.childName;
  return {
    subject: subjectOf(t.subject(day), input.site, input.language),
    text: [
      HELLO[input.language](input.name),
      '',
      t.body(amount, day, what),
      '',
      `${t.manage}: ${link(input.site, '/subscriptions')}`,
      '',
      signature(input.site, input.language),
    ].join('\n'),
    push: { title: t.subject(day), body: t.push(amount, what), url: '/subscriptions' },
  };
}
