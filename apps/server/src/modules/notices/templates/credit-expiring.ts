// "A make-up credit expires soon" (issue 27; sent once, 7 days before its last day or sooner): which child, the session it was for, its last day, and where to
// book the make-up. Sent by the reminder job (reminders.ts).
import type { Language } from '@swim/shared/enums';
import type { NoticeMessage } from '../notice-service.js';
import { formatDay, HELLO, link, type NoticeSite, signature, subjectOf } from './kit.js';

const TEXT = {
  bg: {
    subject: (child: string, last: string) => `Кредитът за наваксване на ${child} изтича на ${last}`,
    body: (child: string, missed: string, last: string) =>
      `${child} има кредит за наваксване за пропуснатото занятие на ${missed}. Той може да се използва до ${last} включително.`,
    book: 'Изберете занятие за наваксване тук',
    push: (last: string) => `Може да се използва до ${last}. Докоснете, за да изберете занятие.`,
  },
  en: {
    subject: (child: string, last: string) => `${child}'s make-up credit expires on ${last}`,
    body: (child: string, missed: string, last: string) =>
      `${child} has a make-up credit for the missed session on ${missed}. It can be used until ${last}, inclusive.`,
    book: 'Choose a make-up session here',
    push: (last: string) => `It can be used until ${last}. Tap to choose a session.`,
  },
  ru: {
    subject: (child: string, last: string) => `Кредит на отработку (${child}) истекает ${last}`,
    body: (child: string, missed: string, last: string) =>
      `У ребёнка ${child} есть кредит на отработку пропущенного занятия ${missed}. Его можно использовать до ${last} включительно.`,
    book: 'Выберите занятие для отработки здесь',
    push: (last: string) => `Можно использовать до ${last}. Нажмите, чтобы выбрать занятие.`,
  },
} as const;

export function creditExpiringMessage(input: {
  language: Language;
  name: string;
  site: NoticeSite;
  childId: string;
  childName: string;
  sessionDate: string;
  expiresOn: string;
}): NoticeMessage {
  const t = TEXT[input.language] ?? TEXT.bg;
  const missed = formatDay(input.sessionDate, input.language);
  const last = formatDay(input.expiresOn, input.language, false);
  const path = `/child/${input.childId}`;
  return {
    subject: subjectOf(t.subject(input.childName, last), input.site, input.language),
    text: [
      HELLO[input.language](input.name),
      '',
      t.body(input.childName, missed, last),
      '',
      `${t.book}: ${link(input.site, path)}`,
      '',
      signature(input.site, input.language),
    ].join('\n'),
    push: { title: t.subject(input.childName, last), body: t.push(last), url: path },
  };
}
