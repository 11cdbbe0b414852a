// waitlist_offer: a place came free in a class a child waits for (the waitlist, issue 28): which class, its days and
// place, until when the place is held, and the links to take it or give it up.
import type { Language } from '@swim/shared/enums';
import { type LocalizedText, pickText } from '@swim/shared/localized';
import type { NoticeMessage } from '../notice-service.js';
import { formatInstant, formatWeek, HELLO, lines, type NoticeSite, signature, subjectOf } from './kit.js';

export type WaitlistOfferData = {
  site: NoticeSite;
  parentName: string;
  childName: string;
  classTitle: LocalizedText;
  week: readonly { dayOfWeek: number; startTime: string }[];
  locationName: LocalizedText;
  /** Until when the place is held for the family. */
  expiresAt: Date;
  /** Full addresses that take or give up the place. */
  acceptUrl: string;
  declineUrl: string;
  /** Where the push leads (a path of the app). */
  path: string;
};

const TEXT = {
  bg: {
    subject: (title: string) => `Освободи се място: ${title}`,
    body: (child: string, title: string) => `В група „${title}“ се освободи място за ${child}.`,
    week: 'Занятия',
    place: 'Място',
    held: (until: string) =>
      `Мястото е запазено за вас до ${until}. След това го предлагаме на следващото дете от листата на чакащите.`,
    accept: 'Приемам мястото',
    decline: 'Отказвам се',
    push: (until: string) => `Запазено за вас до ${until}.`,
  },
  en: {
    subject: (title: string) => `A place has come free: ${title}`,
    body: (child: string, title: string) => `A place has come free in ${title} for ${child}.`,
    week: 'Sessions',
    place: 'Where',
    held: (until: string) =>
      `The place is held for you until ${until}. After that it goes to the next child on the waiting list.`,
    accept: 'Take the place',
    decline: 'Give it up',
    push: (until: string) => `Held for you until ${until}.`,
  },
  ru: {
    subject: (title: string) => `Освободилось место: ${title}`,
    body: (child: string, title: string) => `В группе «${title}» освободилось место (ребёнок: ${child}).`,
    week: 'Занятия',
    place: 'Место',
    held: (until: string) =>
      `Место закреплено за вами до ${until}. После этого мы предложим его следующему ребёнку из листа ожидания.`,
    accept: 'Принять место',
    decline: 'Отказаться',
    push: (until: string) => `Закреплено за вами до ${until}.`,
  },
} as const;

export function waitlistOfferMessage(data: WaitlistOfferData, language: Language): NoticeMessage {
  const t = TEXT[language] ?? TEXT.bg;
  const title = pickText(data.classTitle, language);
  const until = formatInstant(data.expiresAt, language, false);
  return {
    subject: subjectOf(t.subject(title), data.site, language),
    text: lines(
      HELLO[language](data.parentName),
      '',
      t.body(data.childName, title),
      data.week.length > 0 && `${t.week}: ${formatWeek(data.week, language)}`,
      `${t.place}: ${pickText(data.locationName, language)}`,
      '',
      t.held(until),
      '',
      `${t.accept}: ${data.acceptUrl}`,
      `${t.decline}: ${data.declineUrl}`,
      '',
      signature(data.site, language),
    ),
    push: { title: t.subject(title), body: `${data.childName}: ${t.push(until)}`, url: data.path },
  };
}
