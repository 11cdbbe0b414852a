// What the calendar feed says in each language: the feed's description, and the words of a session's summary and
// notes. The account's preferred language picks them (a calendar app shows the text as written, in no language of
// its own).
import type { CalendarScope } from '@swim/shared/api/calendar';
import type { ClosureReason, Language } from '@swim/shared/enums';

type Words = {
  description: Record<CalendarScope, string>;
  cancelled: string;
  closed: string;
  makeup: string;
  cancelledNote: string;
  closedNote: (reason: string) => string;
  movedFrom: (when: string) => string;
  makeupNote: string;
  trial: string;
  trialNote: string;
  clubNote: string;
  coach: string;
  reason: Record<ClosureReason, string>;
};

export const CALENDAR_TEXT: Record<Language, Words> = {
  bg: {
    description: {
      family: 'Занятията на децата ви за следващите 8 седмици.',
      swimmer: 'Вашите занятия за следващите 8 седмици.',
      coach: 'Занятията на групите ви за следващите 8 седмици.',
      club: 'Занятията на всички групи за следващите 8 седмици.',
    },
    cancelled: 'Отменено',
    closed: 'Затворено',
    makeup: 'наваксване',
    cancelledNote: 'Занятието е отменено от клуба.',
    closedNote: (reason) => `Клубът е затворен: ${reason}.`,
    movedFrom: (when) => `Преместено от ${when}.`,
    makeupNote: 'Наваксване с кредит за пропуснато занятие.',
    trial: 'пробно занятие',
    trialNote:
      'Пробно занятие, запазено от сайта. Носете бански, шапка за плуване, очила, хавлия и джапанки; елате 10–15 минути по-рано.',
    clubNote: 'Бележка от клуба',
    coach: 'Треньор',
    reason: {
      public_holiday: 'официален празник',
      pool_maintenance: 'поддръжка на басейна',
      competition: 'състезание',
      other: 'друга причина',
    },
  },
  en: {
    description: {
      family: "Your children's sessions for the next 8 weeks.",
      swimmer: 'Your sessions for the next 8 weeks.',
      coach: 'The sessions of your classes for the next 8 weeks.',
      club: "Every class's sessions for the next 8 weeks.",
    },
    cancelled: 'Cancelled',
    closed: 'Closed',
    makeup: 'make-up',
    cancelledNote: 'The club cancelled this session.',
    closedNote: (reason) => `The club is closed: ${reason}.`,
    movedFrom: (when) => `Moved from ${when}.`,
    makeupNote: 'A make-up session, booked with a credit for a missed one.',
    trial: 'trial lesson',
    trialNote:
      'A trial lesson booked on the website. Bring a swimsuit, a swim cap, goggles, a towel and flip-flops; please come 10–15 minutes early.',
    clubNote: 'Note from the club',
    coach: 'Coach',
    reason: {
      public_holiday: 'public holiday',
      pool_maintenance: 'pool maintenance',
      competition: 'competition',
      other: 'another reason',
    },
  },
  ru: {
    description: {
      family: 'Занятия ваших детей на ближайшие 8 недель.',
      swimmer: 'Ваши занятия на ближайшие 8 недель.',
      coach: 'Занятия ваших групп на ближайшие 8 недель.',
      club: 'Занятия всех групп на ближайшие 8 недель.',
    },
    cancelled: 'Отменено',
    closed: 'Закрыто',
    makeup: 'отработка',
    cancelledNote: 'Клуб отменил это занятие.',
    closedNote: (reason) => `Клуб закрыт: ${reason}.`,
    movedFrom: (when) => `Перенесено с ${when}.`,
    makeupNote: 'Отработка по кредиту за пропущенное занятие.',
    trial: 'пробное занятие',
    trialNote:
      'Пробное занятие, записанное на сайте. Возьмите купальник, шапочку, очки, полотенце и шлёпанцы; приходите за 10–15 минут до начала.',
    clubNote: 'Примечание клуба',
    coach: 'Тренер',
    reason: {
      public_holiday: 'государственный праздник',
      pool_maintenance: 'обслуживание бассейна',
      competition: 'соревнование',
      other: 'другая причина',
    },
  },
};
