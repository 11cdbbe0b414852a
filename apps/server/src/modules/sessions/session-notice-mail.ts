// The mail a family gets when sessions of their children are closed, cancelled, moved or take place after all
// (issue 26 item 7): one mail per event, in the parent's language, each session with the child, class, day and time,
// the reason in words, the club's note, and what happens next by the club's rule. Plain text, like every club mail.
import type { ClosureReason, Language } from '@swim/shared/enums';
import { type LocalizedText, pickText } from '@swim/shared/localized';
import type { Mail } from '../../lib/mailer.js';
import { formatDayTime } from '../notices/templates/kit.js';

/** What the event was, for the subject line. */
export type NoticeEvent =
  | 'closure.created'
  | 'closure.updated'
  | 'closure.deleted'
  | 'session.cancelled'
  | 'session.moved'
  | 'session.restored';

/** What follows for one child and session (the club's rule, as it was applied). */
export type NextStep =
  | 'credit'
  | 'carryOver'
  | 'kindergarten'
  | 'guestCancelled'
  | 'moved'
  | 'creditRevoked'
  | 'creditKept'
  | 'carryOverReverted';

/** What happened to one session, as the family is told. */
export type NoticeChange = 'closed' | 'cancelled' | 'moved' | 'restored';

export type NoticeItem = {
  childName: string;
  classTitle: LocalizedText;
  /** What the family can expect, from what the cancellation effects actually wrote (null: nothing to add). */
  next: NextStep | null;
  change: NoticeChange;
  /** When the session was to take place (as families knew it), 'YYYY-MM-DD' and 'HH:MM' in club time. */
  was: { date: string; time: string };
  /** Where it takes place now (a move, or a session back on after all). */
  now: { date: string; time: string } | null;
  /** A closure's reason, when closed. */
  closureReason: ClosureReason | null;
  /** The closure's or the coach's note for families. */
  note: LocalizedText | null;
};

const TEXT = {
  bg: {
    subject: {
      'closure.created': 'Затваряне: отменени занятия',
      'closure.updated': 'Промяна в затварянето: вашите занятия',
      'closure.deleted': 'Занятията все пак ще се проведат',
      'session.cancelled': 'Отменено занятие',
      'session.moved': 'Преместено занятие',
      'session.restored': 'Занятието все пак ще се проведе',
    },
    hello: (name: string) => `Здравейте, ${name}!`,
    intro: 'Има промяна в занятията на вашето дете:',
    change: {
      closed: 'Затворено',
      cancelled: 'Отменено от клуба',
      moved: 'Преместено на',
      restored: 'Ще се проведе все пак, както е по график',
    },
    reason: {
      public_holiday: 'официален празник',
      pool_maintenance: 'поддръжка на басейна',
      competition: 'състезание',
      other: 'друга причина',
    },
    note: 'Бележка от клуба',
    next: 'Какво следва',
    next_credit: 'За това занятие детето получава кредит за наваксване в друга група от същото ниво.',
    next_carryOver: 'Занятието се прехвърля към следващия период на плана.',
    next_kindergarten: 'Този ден не се таксува.',
    next_guestCancelled: 'Наваксването е отменено; кредитът е отново ваш и можете да запишете друго наваксване.',
    next_moved: 'Моля, елате в новия ден и час.',
    next_creditRevoked: 'Кредитът за наваксване, даден за него, отпада.',
    next_carryOverReverted: 'Занятието вече не се прехвърля към следващия период.',
    next_creditKept: 'Кредитът, даден за него, остава ваш, защото вече е запазен или използван.',
    closing: 'Благодарим за разбирането.',
  },
  en: {
    subject: {
      'closure.created': 'Closure: sessions cancelled',
      'closure.updated': 'A closure changed: your sessions',
      'closure.deleted': 'Sessions take place after all',
      'session.cancelled': 'Session cancelled',
      'session.moved': 'Session moved',
      'session.restored': 'The session takes place after all',
    },
    hello: (name: string) => `Hello ${name},`,
    intro: "There is a change to your child's sessions:",
    change: {
      closed: 'Closed',
      cancelled: 'Cancelled by the club',
      moved: 'Moved to',
      restored: 'Takes place after all, as scheduled',
    },
    reason: {
      public_holiday: 'public holiday',
      pool_maintenance: 'pool maintenance',
      competition: 'competition',
      other: 'another reason',
    },
    note: 'Note from the club',
    next: 'What happens next',
    next_credit: 'Your child gets a make-up credit for this session, to use in another class of the same level.',
    next_carryOver: "The session carries over to the plan's next period.",
    next_kindergarten: 'This day is not billed.',
    next_guestCancelled:
      'The make-up is cancelled; the credit is yours again and you can book another session with it.',
    next_moved: 'Please come on the new day and time.',
    next_creditRevoked: 'The make-up credit given for it is withdrawn.',
    next_carryOverReverted: 'The session no longer carries over to the next period.',
    next_creditKept: 'The make-up credit given for it stays yours: it is already booked or used.',
    closing: 'Thank you for your understanding.',
  },
  ru: {
    subject: {
      'closure.created': 'Закрытие: занятия отменены',
      'closure.updated': 'Закрытие изменено: ваши занятия',
      'closure.deleted': 'Занятия всё-таки состоятся',
      'session.cancelled': 'Занятие отменено',
      'session.moved': 'Занятие перенесено',
      'session.restored': 'Занятие всё-таки состоится',
    },
    hello: (name: string) => `Здравствуйте, ${name}!`,
    intro: 'В занятиях вашего ребёнка есть изменение:',
    change: {
      closed: 'Закрыто',
      cancelled: 'Отменено клубом',
      moved: 'Перенесено на',
      restored: 'Состоится всё-таки, по расписанию',
    },
    reason: {
      public_holiday: 'государственный праздник',
      pool_maintenance: 'обслуживание бассейна',
      competition: 'соревнование',
      other: 'другая причина',
    },
    note: 'Примечание клуба',
    next: 'Что дальше',
    next_credit: 'За это занятие ребёнок получает кредит на отработку в другой группе того же уровня.',
    next_carryOver: 'Занятие переносится на следующий период абонемента.',
    next_kindergarten: 'Этот день не оплачивается.',
    next_guestCancelled: 'Отработка отменена; кредит снова ваш, и вы можете записаться с ним на другое занятие.',
    next_moved: 'Пожалуйста, приходите в новый день и время.',
    next_creditRevoked: 'Выданный за него кредит на отработку отменяется.',
    next_carryOverReverted: 'Занятие больше не переносится на следующий период.',
    next_creditKept: 'Выданный за него кредит на отработку остаётся вашим: он уже забронирован или использован.',
    closing: 'Спасибо за понимание.',
  },
} as const;

/** A club day and time as the language writes them: 'понеделник, 14 декември 2026 г., 17:00'. */
export function formatSessionTime(date: string, time: string, language: Language): string {
  return formatDayTime(date, time, language);
}

type Words = (typeof TEXT)[Language];

/** What the event was, in a few words (the subject without the club's name; a push's title). */
export function sessionNoticeSubject(event: NoticeEvent, language: Language): string {
  return (TEXT[language] ?? TEXT.bg).subject[event];
}

function itemLines(t: Words, item: NoticeItem, language: Language): string[] {
  // A session back on after all is named by when it now takes place; any other by when families expected it.
  const at = item.change === 'restored' && item.now ? item.now : item.was;
  const when = formatSessionTime(at.date, at.time, language);
  const what =
    item.change === 'moved' && item.now
      ? `${t.change.moved}: ${formatSessionTime(item.now.date, item.now.time, language)}`
      : item.change === 'closed' && item.closureReason
        ? `${t.change.closed}: ${t.reason[item.closureReason]}`
        : t.change[item.change];
  const note = item.note ? pickText(item.note, language) : '';
  const next = item.next ? t[`next_${item.next}`] : null;
  return [
    `${item.childName} – ${pickText(item.classTitle, language)}`,
    when,
    what,
    ...(note ? [`${t.note}: ${note}`] : []),
    ...(next ? [`${t.next}: ${next}`] : []),
  ];
}

/** One family's notice of an event: every affected session of their children, soonest first. */
export function sessionNoticeMail(input: {
  to: string;
  language: Language;
  parentName: string;
  event: NoticeEvent;
  items: readonly NoticeItem[];
  clubName: string;
}): Mail {
  const t = TEXT[input.language] ?? TEXT.bg;
  const blocks = input.items.map((item) => itemLines(t, item, input.language).join('\n'));
  const lines = [t.hello(input.parentName), '', t.intro, '', blocks.join('\n\n'), '', t.closing, '', input.clubName];
  return {
    to: input.to,
    kind: 'session-notice',
    subject: `${t.subject[input.event]} – ${input.clubName}`,
    text: lines.join('\n'),
  };
}
