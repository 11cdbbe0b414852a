// waitlist_offer: a place came free in a class a child waits for (the waitlist, issue 28): which class, its days and
// place, until when the place is held, and the links to take it or give it up. Its expiry (same kind, so the same
// switch governs it): the offer lapsed unanswered, the place went to the next family, and whether the child still waits.
import type { Language } from '@swim/shared/enums';
import { type LocalizedText, pickText } from '@swim/shared/localized';
import type { NoticeMessage } from '../notice-service.js';
import { formatInstant, formatWeek, HELLO, type NoticeSite, link, lines, signature, subjectOf } from './kit.js';

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
      `Мястото е запазено за вас до ${until}. Ако не отговорите дотогава, го предлагаме на следващото дете от списъка на чакащите, а вашето излиза от списъка.`,
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
      `The place is held for you until ${until}. If you have not answered by then, it goes to the next child on the waiting list and yours leaves the list.`,
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
      `Место закреплено за вами до ${until}. Если вы не ответите до этого времени, мы предложим его следующему ребёнку из листа ожидания, а ваш ребёнок выйдет из листа.`,
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

export type WaitlistOfferExpiredData = {
  site: NoticeSite;
  parentName: string;
  childName: string;
  classTitle: LocalizedText;
  /** Until when the place was held (the offer's deadline that passed). */
  expiredAt: Date;
  /** The child is still on the class's waiting list (and where), or the lapsed offer took them off it. */
  stillWaiting: boolean;
  position?: number;
  /** Where the mail and the push lead (a path of the app). */
  path: string;
};

const EXPIRED_TEXT = {
  bg: {
    subject: (title: string) => `Предложението за място изтече: ${title}`,
    body: (child: string, title: string, until: string) =>
      `Мястото в група „${title}“, предложено за ${child}, не беше прието до ${until}. Предложихме го на следващото семейство от списъка на чакащите.`,
    waiting: (child: string, position?: number) =>
      position === undefined
        ? `${child} остава в списъка на чакащите. Ще ви пишем отново, когато се освободи място.`
        : `${child} остава в списъка на чакащите под номер ${position}. Ще ви пишем отново, когато се освободи място.`,
    off: (child: string) =>
      `${child} вече не е в списъка на чакащите за тази група. Ако все още искате място, запишете детето отново или изберете друга група.`,
    linkWaiting: 'Таблото ви',
    linkOff: 'Изберете група',
    pushWaiting: (position?: number) =>
      position === undefined ? 'Остава в списъка на чакащите.' : `Остава в списъка на чакащите под номер ${position}.`,
    pushOff: 'Вече не е в списъка на чакащите.',
  },
  en: {
    subject: (title: string) => `The place offer has lapsed: ${title}`,
    body: (child: string, title: string, until: string) =>
      `The place in ${title} offered for ${child} was not taken by ${until}, so it has gone to the next family on the waiting list.`,
    waiting: (child: string, position?: number) =>
      position === undefined
        ? `${child} stays on the waiting list. We will write again when a place comes free.`
        : `${child} stays on the waiting list as number ${position}. We will write again when a place comes free.`,
    off: (child: string) =>
      `${child} is no longer on the waiting list for this class. If you still want a place, join the list again or choose another class.`,
    linkWaiting: 'Your dashboard',
    linkOff: 'Choose a class',
    pushWaiting: (position?: number) =>
      position === undefined ? 'Still on the waiting list.' : `Still on the waiting list as number ${position}.`,
    pushOff: 'No longer on the waiting list.',
  },
  ru: {
    subject: (title: string) => `Предложение места истекло: ${title}`,
    body: (child: string, title: string, until: string) =>
      `Место в группе «${title}» (ребёнок: ${child}) не было принято до ${until}, поэтому мы предложили его следующей семье из листа ожидания.`,
    waiting: (child: string, position?: number) =>
      position === undefined
        ? `${child} остаётся в листе ожидания. Мы напишем вам снова, когда освободится место.`
        : `${child} остаётся в листе ожидания под номером ${position}. Мы напишем вам снова, когда освободится место.`,
    off: (child: string) =>
      `${child} больше не стоит в листе ожидания этой группы. Если место всё ещё нужно, запишитесь снова или выберите другую группу.`,
    linkWaiting: 'Ваша панель',
    linkOff: 'Выбрать группу',
    pushWaiting: (position?: number) =>
      position === undefined ? 'Остаётся в листе ожидания.' : `Остаётся в листе ожидания под номером ${position}.`,
    pushOff: 'Больше не стоит в листе ожидания.',
  },
} as const;

export function waitlistOfferExpiredMessage(data: WaitlistOfferExpiredData, language: Language): NoticeMessage {
  const t = EXPIRED_TEXT[language] ?? EXPIRED_TEXT.bg;
  const title = pickText(data.classTitle, language);
  const until = formatInstant(data.expiredAt, language, false);
  return {
    subject: subjectOf(t.subject(title), data.site, language),
    text: lines(
      HELLO[language](data.parentName),
      '',
      t.body(data.childName, title, until),
      '',
      data.stillWaiting ? t.waiting(data.childName, data.position) : t.off(data.childName),
      '',
      `${data.stillWaiting ? t.linkWaiting : t.linkOff}: ${link(data.site, data.path)}`,
      '',
      signature(data.site, language),
    ),
    push: {
      title: t.subject(title),
      body: `${data.childName}: ${data.stillWaiting ? t.pushWaiting(data.position) : t.pushOff}`,
      url: data.path,
    },
  };
}
