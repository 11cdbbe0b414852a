// enrollment_confirmed: a child enrolled in a class (the wizard, an existing child enrolled, or moved to another class):
// the class, its days and times, where, the first session, what to pay next and the family's dashboard.
import type { Currency, Gender, Language } from '@swim/shared/enums';
import { type LocalizedText, pickText } from '@swim/shared/localized';
import { formatMonth } from '@swim/shared/month-names';
import type { NoticeMessage } from '../notice-service.js';
import {
  formatDay,
  formatDayTime,
  formatWeek,
  HELLO,
  lines,
  link,
  type NoticeSite,
  price,
  signature,
  subjectOf,
} from './kit.js';

/** What the family pays next for the class. */
export type NextPayment =
  /** A month's plan: its price (the first one counted from the child's first day), due by a club day. */
  | { kind: 'period'; period: string; amount: number; currency: Currency; dueOn: string }
  /** A running monthly card subscription pays it. */
  | { kind: 'subscription' }
  /** Kindergarten groups: the days attended are billed after each month. */
  | { kind: 'kindergarten' }
  /** Nothing is owed yet (the months ahead are paid). */
  | { kind: 'paid' };

export type EnrollmentConfirmedData = {
  site: NoticeSite;
  parentName: string;
  childName: string;
  childGender: Gender;
  classTitle: LocalizedText;
  /** Moved from another class (a transfer keeps the plan and what was paid). */
  transfer: boolean;
  week: readonly { dayOfWeek: number; startTime: string }[];
  location: { name: LocalizedText; address: LocalizedText };
  /** The first session from today that takes place, 'YYYY-MM-DD' and 'HH:MM' in club time. */
  firstSession: { date: string; time: string } | null;
  nextPayment: NextPayment;
};

const TEXT = {
  bg: {
    subject: 'Записването е потвърдено',
    subjectTransfer: 'Детето е преместено в нова група',
    intro: (child: string, title: string) => `Записването е потвърдено: ${child} – група „${title}“.`,
    introTransfer: (child: string, title: string, female: boolean) =>
      `${child} е ${female ? 'преместена' : 'преместен'} в група „${title}“. Планът и платеното досега остават.`,
    week: 'Занятия',
    place: 'Място',
    first: 'Първо занятие',
    pay: {
      period: (month: string, amount: string, due: string) => `Следващо плащане: за ${month} – ${amount}, до ${due}`,
      subscription: 'Плащането става всеки месец с карта (месечен абонамент).',
      kindergarten: 'В детската градина се плащат посетените дни: сметката за месеца излиза след края му.',
      paid: 'Предстоящите месеци вече са платени.',
    },
    dashboard: 'Таблото ви – занятия, плащания и всичко за детето',
  },
  en: {
    subject: 'Enrollment confirmed',
    subjectTransfer: 'Moved to a new class',
    intro: (child: string, title: string) => `Enrollment confirmed: ${child} – ${title}.`,
    introTransfer: (child: string, title: string, _female: boolean) =>
      `${child} has moved to ${title}. The plan and what you have paid so far stay as they were.`,
    week: 'Sessions',
    place: 'Where',
    first: 'First session',
    pay: {
      period: (month: string, amount: string, due: string) => `Next payment: ${month} – ${amount}, by ${due}`,
      subscription: 'Your monthly card subscription pays for it each month.',
      kindergarten: 'Kindergarten groups pay for the days attended: each month is billed after it ends.',
      paid: 'The coming months are already paid.',
    },
    dashboard: 'Your dashboard – sessions, payments and everything about your child',
  },
  ru: {
    subject: 'Запись подтверждена',
    subjectTransfer: 'Ребёнок переведён в новую группу',
    intro: (child: string, title: string) => `Запись подтверждена: ${child} – группа «${title}».`,
    introTransfer: (child: string, title: string, female: boolean) =>
      `${child} ${female ? 'переведена' : 'переведён'} в группу «${title}». Абонемент и всё оплаченное остаются в силе.`,
    week: 'Занятия',
    place: 'Место',
    first: 'Первое занятие',
    pay: {
      period: (month: string, amount: string, due: string) => `Следующий платёж: за ${month} – ${amount}, до ${due}`,
      subscription: 'Оплата каждый месяц списывается с карты (ежемесячная подписка).',
      kindergarten: 'В детском саду оплачиваются посещённые дни: счёт за месяц приходит после его окончания.',
      paid: 'Ближайшие месяцы уже оплачены.',
    },
    dashboard: 'Ваша панель – занятия, платежи и всё о ребёнке',
  },
} as const;

function paymentLine(data: EnrollmentConfirmedData, language: Language): string {
  const t = TEXT[language].pay;
  const next = data.nextPayment;
  if (next.kind !== 'period') return t[next.kind];
  return t.period(
    formatMonth(next.period, language),
    price(data.site, next.amount, next.currency, language),
    formatDay(next.dueOn, language, false),
  );
}

export function enrollmentConfirmedMessage(data: EnrollmentConfirmedData, language: Language): NoticeMessage {
  const t = TEXT[language] ?? TEXT.bg;
  const title = pickText(data.classTitle, language);
  const subject = data.transfer ? t.subjectTransfer : t.subject;
  const first = data.firstSession ? formatDayTime(data.firstSession.date, data.firstSession.time, language) : null;
  const place = `${pickText(data.location.name, language)}, ${pickText(data.location.address, language)}`;
  const text = lines(
    HELLO[language](data.parentName),
    '',
    data.transfer
      ? t.introTransfer(data.childName, title, data.childGender === 'female')
      : t.intro(data.childName, title),
    '',
    data.week.length > 0 && `${t.week}: ${formatWeek(data.week, language)}`,
    `${t.place}: ${place}`,
    first && `${t.first}: ${first}`,
    '',
    paymentLine(data, language),
    '',
    `${t.dashboard}: ${link(data.site, '/dashboard')}`,
    '',
    signature(data.site, language),
  );
  return {
    subject: subjectOf(subject, data.site, language),
    text,
    push: {
      title: subject,
      body: [`${data.childName} – ${title}`, first].filter(Boolean).join(': '),
      url: '/dashboard',
    },
  };
}
