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

export type WaitlistEndedData = {
  site: NoticeSite;
  parentName: string;
  childName: string;
  classTitle: LocalizedText;
  /** The class stopped running with the family's offer open (they keep their place in line), or the club took the
   * child off the list (the admin's reason stays in the audit log). */
  cause: 'class_closed' | 'removed';
  /** Where the mail and the push lead (a path of the app). */
  path: string;
};

const ENDED_TEXT = {
  bg: {
    subject: { class_closed: 'Предложението за място е оттеглено', removed: 'Извън списъка на чакащите' },
    body: {
      class_closed: (child: string, title: string) =>
        `Група „${title}“ вече не провежда занятия, затова предложеното място за ${child} е оттеглено. ${child} остава в списъка на чакащите, ако групата започне отново.`,
      removed: (child: string, title: string) =>
        `Клубът извади ${child} от списъка на чакащите за група „${title}“. Ако това е грешка или все още искате място, пишете ни или изберете друга група.`,
    },
    link: { class_closed: 'Таблото ви', removed: 'Изберете група' },
    push: { class_closed: 'Предложението е оттеглено.', removed: 'Вече не е в списъка на чакащите.' },
  },
  en: {
    subject: { class_closed: 'The place offer is withdrawn', removed: 'Off the waiting list' },
    body: {
      class_closed: (child: string, title: string) =>
        `${title} no longer runs, so the place offered for ${child} is withdrawn. ${child} stays on the waiting list should the class start again.`,
      removed: (child: string, title: string) =>
        `The club has taken ${child} off the waiting list for ${title}. If this is a mistake or you still want a place, write to us or choose another class.`,
    },
    link: { class_closed: 'Your dashboard', removed: 'Choose a class' },
    push: { class_closed: 'The offer is withdrawn.', removed: 'No longer on the waiting list.' },
  },
  ru: {
    subject: { class_closed: 'Предложение места отозвано', removed: 'Исключение из листа ожидания' },
    body: {
      class_closed: (child: string, title: string) =>
        `Группа «${title}» больше не проводит занятия, поэтому предложенное место (ребёнок: ${child}) отозвано. ${child} остаётся в листе ожидания на случай, если группа возобновит занятия.`,
      removed: (child: string, title: string) =>
        `Клуб исключил ребёнка ${child} из листа ожидания группы «${title}». Если это ошибка или место всё ещё нужно, напишите нам или выберите другую группу.`,
    },
    link: { class_closed: 'Ваша панель', removed: 'Выбрать группу' },
    push: { class_closed: 'Предложение отозвано.', removed: 'Больше не стоит в листе ожидания.' },
  },
} as const;

/** An offer withdrawn because its class closed, or a child taken off the list by the club. */
export function waitlistEndedMessage(data: WaitlistEndedData, language: Language): NoticeMessage {
  const t = ENDED_TEXT[language] ?? ENDED_TEXT.bg;
  const title = pickText(data.classTitle, language);
  const subject = `${t.subject[data.cause]}: ${title}`;
  return {
    subject: subjectOf(subject, data.site, language),
    text: lines(
      HELLO[language](data.parentName),
      '',
      t.body[data.cause](data.childName, title),
      '',
      `${t.link[data.cause]}: ${link(data.site, data.path)}`,
      '',
      signature(data.site, language),
    ),
    push: { title: subject, body: `${data.childName}: ${t.push[data.cause]}`, url: data.path },
  };
}
