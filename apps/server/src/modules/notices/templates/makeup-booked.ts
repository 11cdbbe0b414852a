// makeup_booked: a make-up session booked with a credit, or moved to another session (a new booking with its new
// date): the class, when and where, the coach, and until when it can still be cancelled or moved.
import type { Language } from '@swim/shared/enums';
import { type LocalizedText, pickText } from '@swim/shared/localized';
import type { NoticeMessage } from '../notice-service.js';
import { formatDayTime, formatInstant, HELLO, lines, link, type NoticeSite, signature, subjectOf } from './kit.js';

export type MakeupBookedData = {
  site: NoticeSite;
  parentName: string;
  childId: string;
  childName: string;
  classTitle: LocalizedText;
  locationName: LocalizedText;
  coachName: LocalizedText | null;
  /** Where the session takes place now, 'YYYY-MM-DD' and 'HH:MM' in club time. */
  date: string;
  time: string;
  /** Until when the family can cancel or move it (the club's notice period). */
  changeBy: Date;
  /** Moved from another session (the old booking was given up for this one). */
  moved: boolean;
};

const TEXT = {
  bg: {
    subject: 'Наваксването е записано',
    subjectMoved: 'Наваксването е преместено',
    intro: (child: string, title: string) => `Наваксване за ${child} в група „${title}“:`,
    place: 'Място',
    coach: 'Треньор',
    change: (by: string) => `Можете да го отмените или преместите до ${by}.`,
    sessions: 'Занятията на детето',
  },
  en: {
    subject: 'Make-up booked',
    subjectMoved: 'Make-up moved',
    intro: (child: string, title: string) => `A make-up session for ${child} in ${title}:`,
    place: 'Where',
    coach: 'Coach',
    change: (by: string) => `You can cancel or move it until ${by}.`,
    sessions: "Your child's sessions",
  },
  ru: {
    subject: 'Отработка записана',
    subjectMoved: 'Отработка перенесена',
    intro: (child: string, title: string) => `Отработка: ${child}, группа «${title}»:`,
    place: 'Место',
    coach: 'Тренер',
    change: (by: string) => `Отменить или перенести её можно до ${by}.`,
    sessions: 'Занятия ребёнка',
  },
} as const;

export function makeupBookedMessage(data: MakeupBookedData, language: Language): NoticeMessage {
  const t = TEXT[language] ?? TEXT.bg;
  const title = pickText(data.classTitle, language);
  const when = formatDayTime(data.date, data.time, language);
  const subject = data.moved ? t.subjectMoved : t.subject;
  const path = `/child/${data.childId}`;
  return {
    subject: subjectOf(subject, data.site, language),
    text: lines(
      HELLO[language](data.parentName),
      '',
      t.intro(data.childName, title),
      when,
      `${t.place}: ${pickText(data.locationName, language)}`,
      data.coachName && `${t.coach}: ${pickText(data.coachName, language)}`,
      '',
      t.change(formatInstant(data.changeBy, language, false)),
      '',
      `${t.sessions}: ${link(data.site, path)}`,
      '',
      signature(data.site, language),
    ),
    push: { title: subject, body: `${data.childName} – ${title}: ${when}`, url: path },
  };
}
