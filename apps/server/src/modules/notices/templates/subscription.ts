// subscription_failed and subscription_cancelled: the provider could not take a month's card payment, or a monthly
// card subscription has ended. Both say which child and class, and where to pay instead.
import type { Currency, Language } from '@swim/shared/enums';
import { type LocalizedText, pickText } from '@swim/shared/localized';
import type { NoticeMessage } from '../notice-service.js';
import { HELLO, lines, link, type NoticeSite, price, signature, subjectOf } from './kit.js';

export type SubscriptionNoticeData = {
  site: NoticeSite;
  parentName: string;
  childName: string | null;
  classTitle: LocalizedText | null;
  amount: number;
  currency: Currency;
};

const TEXT = {
  bg: {
    failed: {
      subject: 'Месечното плащане с карта не премина',
      body: (what: string, amount: string) => `Месечното плащане с карта за ${what} (${amount}) не премина.`,
      next: 'Моля, проверете картата си или платете месеца по друг начин от страницата с плащания:',
    },
    cancelled: {
      subject: 'Месечният абонамент приключи',
      body: (what: string) =>
        `Месечното плащане с карта за ${what} приключи: от картата няма да се теглят повече суми.`,
      next: 'Ако детето продължава, платете следващите месеци или започнете нов месечен абонамент от страницата с плащания:',
    },
    yourChild: 'вашето дете',
  },
  en: {
    failed: {
      subject: 'The monthly card payment did not go through',
      body: (what: string, amount: string) => `The monthly card payment for ${what} (${amount}) did not go through.`,
      next: 'Please check your card, or pay the month another way on the payments page:',
    },
    cancelled: {
      subject: 'Your monthly card subscription has ended',
      body: (what: string) => `The monthly card payment for ${what} has ended: your card will not be charged again.`,
      next: 'If your child carries on, pay the coming months or start a new monthly payment on the payments page:',
    },
    yourChild: 'your child',
  },
  ru: {
    failed: {
      subject: 'Ежемесячный платёж картой не прошёл',
      // The names stay as written (in brackets), so no case ending is needed after «за».
      body: (what: string, amount: string) => `Ежемесячный платёж картой (${what}, ${amount}) не прошёл.`,
      next: 'Пожалуйста, проверьте карту или оплатите месяц другим способом на странице платежей:',
    },
    cancelled: {
      subject: 'Ежемесячная подписка завершена',
      body: (what: string) => `Ежемесячная оплата картой (${what}) завершена: больше списаний с карты не будет.`,
      next: 'Если ребёнок продолжает заниматься, оплатите следующие месяцы или оформите новую подписку на странице платежей:',
    },
    yourChild: 'ваш ребёнок',
  },
} as const;

function whatOf(data: SubscriptionNoticeData, language: Language): string {
  const title = data.classTitle ? pickText(data.classTitle, language) : null;
  return [data.childName ?? TEXT[language].yourChild, title].filter(Boolean).join(' – ');
}

function message(
  data: SubscriptionNoticeData,
  language: Language,
  words: { subject: string; body: string; next: string },
): NoticeMessage {
  return {
    subject: subjectOf(words.subject, data.site, language),
    text: lines(
      HELLO[language](data.parentName),
      '',
      words.body,
      '',
      words.next,
      link(data.site, '/payments'),
      '',
      signature(data.site, language),
    ),
    push: { title: words.subject, body: whatOf(data, language), url: '/payments' },
  };
}

export function subscriptionFailedMessage(data: SubscriptionNoticeData, language: Language): NoticeMessage {
  const t = TEXT[language].failed;
  const amount = price(data.site, data.amount, data.currency, language);
  return message(data, language, { ...t, body: t.body(whatOf(data, language), amount) });
}

export function subscriptionCancelledMessage(data: SubscriptionNoticeData, language: Language): NoticeMessage {
  const t = TEXT[language].cancelled;
  return message(data, language, { ...t, body: t.body(whatOf(data, language)) });
}
