// The mails a trial's family gets, in the language they booked in (plain text, like every club mail): the confirmation
// (the class, when, where, the coach, what to bring, a link to create the account with the details filled in, a link to
// cancel) and, after the session, "enroll in this class" with one link to the filled-in registration wizard.
import type { Language } from '@swim/shared/enums';
import { type LocalizedText, pickText } from '@swim/shared/localized';
import type { Mail } from '../../lib/mailer.js';
import {
  formatDay,
  formatDayTime,
  HELLO,
  lines,
  link,
  type NoticeSite,
  signature,
  subjectOf,
} from '../notices/templates/kit.js';

const TEXT = {
  bg: {
    bookedSubject: (child: string) => `Пробно занятие за ${child} е запазено`,
    booked: (child: string, year: number) => `Запазихме пробно занятие за ${child} (роден(а) ${year} г.).`,
    classLine: 'Група',
    when: 'Кога',
    minutes: (n: number) => `${n} мин.`,
    where: 'Къде',
    coach: 'Треньор',
    bring: 'Какво да носите: бански, шапка за плуване, очила, хавлия и джапанки. Елате 10–15 минути по-рано.',
    account:
      'Създайте профил с вече попълнените данни – ще виждате пробното занятие в таблото си и ще запишете детето с едно докосване:',
    cancel: 'Не можете да дойдете? Откажете пробното занятие, за да освободите мястото за друго дете:',
    followUpSubject: (child: string) => `Как мина пробното занятие? Запишете ${child}`,
    thanks: (child: string, day: string) => `Благодарим, че ${child} дойде на пробното занятие на ${day}.`,
    missed: (child: string, day: string) =>
      `Липсвахте ни на пробното занятие на ${day}. Мястото на ${child} ви очаква.`,
    enroll: (child: string, title: string) =>
      `Запишете ${child} в група „${title}“ с едно докосване – формулярът е попълнен:`,
    enrollNewAccount: 'Ако още нямате профил, линкът първо ще ви помогне да го създадете с вашите данни.',
  },
  en: {
    bookedSubject: (child: string) => `Trial lesson for ${child} booked`,
    booked: (child: string, year: number) => `We have booked a trial lesson for ${child} (born ${year}).`,
    classLine: 'Class',
    when: 'When',
    minutes: (n: number) => `${n} min`,
    where: 'Where',
    coach: 'Coach',
    bring: 'What to bring: a swimsuit, a swim cap, goggles, a towel and flip-flops. Please come 10–15 minutes early.',
    account:
      'Create your account with these details already filled in: you will see the trial on your dashboard and can enroll in one tap:',
    cancel: 'Cannot come? Cancel the trial so another child can have the place:',
    followUpSubject: (child: string) => `How was the trial? Enroll ${child}`,
    thanks: (child: string, day: string) => `Thank you for bringing ${child} to the trial lesson on ${day}.`,
    missed: (child: string, day: string) => `We missed you at the trial lesson on ${day}. ${child}'s place is waiting.`,
    enroll: (child: string, title: string) => `Enroll ${child} in “${title}” in one tap – the form is filled in:`,
    enrollNewAccount: 'If you do not have an account yet, the link first helps you create one with your details.',
  },
  ru: {
    bookedSubject: (child: string) => `Пробное занятие забронировано: ${child}`,
    booked: (child: string, year: number) => `Мы забронировали пробное занятие. Ребёнок: ${child}, ${year} г. р.`,
    classLine: 'Группа',
    when: 'Когда',
    minutes: (n: number) => `${n} мин.`,
    where: 'Где',
    coach: 'Тренер',
    bring: 'Что взять с собой: купальник или плавки, шапочку, очки, полотенце и шлёпанцы. Приходите за 10–15 минут.',
    account:
      'Создайте профиль с уже заполненными данными: пробное занятие будет в вашем кабинете, а записать ребёнка можно одним нажатием:',
    cancel: 'Не сможете прийти? Отмените пробное занятие, чтобы место досталось другому ребёнку:',
    followUpSubject: (child: string) => `Как прошло пробное занятие? Запишите ребёнка (${child})`,
    thanks: (_child: string, day: string) => `Спасибо, что пришли на пробное занятие ${day}.`,
    missed: (_child: string, day: string) => `Нам вас не хватало на пробном занятии ${day}. Место ждёт вас.`,
    enroll: (child: string, title: string) =>
      `Запишите ребёнка (${child}) в группу «${title}» одним нажатием – форма уже заполнена:`,
    enrollNewAccount: 'Если у вас ещё нет профиля, ссылка сначала поможет создать его с вашими данными.',
  },
} as const;

/** What both mails say about the trial. */
export type TrialMailFacts = {
  to: string;
  language: Language;
  parentName: string;
  childFirstName: string;
  childBirthYear: number;
  classTitle: LocalizedText;
  locationName: LocalizedText;
  locationAddress: LocalizedText;
  coachName: LocalizedText | null;
  durationMinutes: number;
  /** When the session takes place (a move applied), club time. */
  onDate: string;
  atTime: string;
};

/** The links of a trial's mails: each carries the booking's link secret. */
export const trialLinks = (site: Pick<NoticeSite, 'publicUrl'>, token: string) => {
  const t = encodeURIComponent(token);
  return {
    /** Sign up with the details filled in, then the dashboard claims the trial for the new account. */
    signUp: link(site, `/auth?tab=sign-up&trial=${t}&redirect=${encodeURIComponent(`/dashboard?trial=${t}`)}`),
    cancel: link(site, `/trial/cancel?t=${t}`),
    /** The registration wizard filled in with the class and the child (the trial claimed on the way). */
    wizardPath: (wizard: { locationId: string; classId: string; childFirstName: string }) =>
      `/register-child?${new URLSearchParams({
        location: wizard.locationId,
        class: wizard.classId,
        child: wizard.childFirstName,
        trial: token,
      }).toString()}`,
  };
};

/** The confirmation of a trial just booked. */
export function trialBookedMail(site: NoticeSite, facts: TrialMailFacts, token: string): Mail {
  const { language: lang } = facts;
  const t = TEXT[lang];
  const links = trialLinks(site, token);
  const place = `${pickText(facts.locationName, lang)}, ${pickText(facts.locationAddress, lang)}`;
  return {
    to: facts.to,
    kind: 'trial-booked',
    subject: subjectOf(t.bookedSubject(facts.childFirstName), site, lang),
    text: lines(
      HELLO[lang](facts.parentName),
      '',
      t.booked(facts.childFirstName, facts.childBirthYear),
      '',
      `${t.classLine}: ${pickText(facts.classTitle, lang)}`,
      `${t.when}: ${formatDayTime(facts.onDate, facts.atTime, lang)} (${t.minutes(facts.durationMinutes)})`,
      `${t.where}: ${place}`,
      facts.coachName ? `${t.coach}: ${pickText(facts.coachName, lang)}` : null,
      '',
      t.bring,
      '',
      t.account,
      links.signUp,
      '',
      t.cancel,
      links.cancel,
      '',
      signature(site, lang),
    ),
  };
}

/** "Enroll in this class" after the session; `hasAccount` decides whether the link goes through sign-up first. */
export function trialFollowUpMail(
  site: NoticeSite,
  facts: TrialMailFacts & { locationId: string; classId: string; attended: boolean; hasAccount: boolean },
  token: string,
): Mail {
  const { language: lang } = facts;
  const t = TEXT[lang];
  const links = trialLinks(site, token);
  const wizard = links.wizardPath(facts);
  const target = facts.hasAccount
    ? link(site, wizard)
    : link(site, `/auth?tab=sign-up&trial=${encodeURIComponent(token)}&redirect=${encodeURIComponent(wizard)}`);
  const day = formatDay(facts.onDate, lang, false);
  return {
    to: facts.to,
    kind: 'trial-follow-up',
    subject: subjectOf(t.followUpSubject(facts.childFirstName), site, lang),
    text: lines(
      HELLO[lang](facts.parentName),
      '',
      facts.attended ? t.thanks(facts.childFirstName, day) : t.missed(facts.childFirstName, day),
      '',
      t.enroll(facts.childFirstName, pickText(facts.classTitle, lang)),
      target,
      facts.hasAccount ? null : t.enrollNewAccount,
      '',
      signature(site, lang),
    ),
  };
}
