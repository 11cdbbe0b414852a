// A trial family is told when the club closes, cancels, moves or restores the session of their trial (issue 28 with
// issue 26): in the language they booked in, through the outbox in the transaction that changed the session, so a
// rollback sends nothing. A trial in a session that does not take place does not count toward the club's limit
// (book-trial.ts), so the mail invites them to choose another session.
import type { Language } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { trialBookings } from '../../db/schema/index.js';
import type { Mail } from '../../lib/mailer.js';
import { HELLO, formatDayTime, lines, link, type NoticeSite, signature, subjectOf } from '../notices/templates/kit.js';
import { readNoticeSite } from '../notices/templates/site.js';
import type { SessionNotice } from '../sessions/family-notices.js';
import { queueMailIn } from '../../lib/mail-outbox.js';

type Change = SessionNotice['change'];

const TEXT: Record<
  Language,
  {
    subject: Record<Change, (child: string) => string>;
    body: Record<Change, (child: string, title: string, when: string) => string>;
    closedWhy: string;
    another: string;
  }
> = {
  bg: {
    subject: {
      closed: (c) => `Пробното занятие на ${c} няма да се проведе`,
      cancelled: (c) => `Пробното занятие на ${c} е отменено`,
      moved: (c) => `Пробното занятие на ${c} е с нов час`,
      restored: (c) => `Пробното занятие на ${c} ще се проведе`,
    },
    body: {
      closed: (c, t, w) =>
        `Заниманието на група „${t}“ на ${w}, на което ${c} имаше пробно занятие, няма да се проведе: басейнът е затворен.`,
      cancelled: (c, t, w) =>
        `Заниманието на група „${t}“ на ${w}, на което ${c} имаше пробно занятие, е отменено от клуба.`,
      moved: (c, t, w) => `Заниманието на група „${t}“ с пробното занятие на ${c} е преместено: вече е на ${w}.`,
      restored: (c, t, w) => `Заниманието на група „${t}“ на ${w} все пак ще се проведе и мястото на ${c} е запазено.`,
    },
    closedWhy: 'То не се брои към пробните занятия, които клубът предлага.',
    another: 'Изберете друго занятие за пробното:',
  },
  en: {
    subject: {
      closed: (c) => `${c}'s trial lesson will not take place`,
      cancelled: (c) => `${c}'s trial lesson is cancelled`,
      moved: (c) => `${c}'s trial lesson has a new time`,
      restored: (c) => `${c}'s trial lesson takes place after all`,
    },
    body: {
      closed: (c, t, w) =>
        `The “${t}” session on ${w}, where ${c} had a trial lesson, will not take place: the pool is closed.`,
      cancelled: (c, t, w) => `The “${t}” session on ${w}, where ${c} had a trial lesson, is cancelled by the club.`,
      moved: (c, t, w) => `The “${t}” session with ${c}'s trial lesson has moved: it now takes place on ${w}.`,
      restored: (c, t, w) => `The “${t}” session on ${w} takes place after all, and ${c}'s place is kept.`,
    },
    closedWhy: 'It does not count toward the trial lessons the club offers.',
    another: 'Choose another session for the trial:',
  },
  ru: {
    subject: {
      closed: (c) => `Пробное занятие (${c}) не состоится`,
      cancelled: (c) => `Пробное занятие (${c}) отменено`,
      moved: (c) => `Пробное занятие (${c}) перенесено`,
      restored: (c) => `Пробное занятие (${c}) всё-таки состоится`,
    },
    body: {
      closed: (c, t, w) =>
        `Занятие группы «${t}» ${w}, на котором у ребёнка (${c}) было пробное занятие, не состоится: бассейн закрыт.`,
      cancelled: (c, t, w) =>
        `Занятие группы «${t}» ${w}, на котором у ребёнка (${c}) было пробное занятие, отменено клубом.`,
      moved: (c, t, w) => `Занятие группы «${t}» с пробным занятием (${c}) перенесено: теперь оно ${w}.`,
      restored: (c, t, w) => `Занятие группы «${t}» ${w} всё-таки состоится, место (${c}) сохранено.`,
    },
    closedWhy: 'Оно не засчитывается в пробные занятия, которые предлагает клуб.',
    another: 'Выберите другое занятие для пробного:',
  },
};

/** The mail to one trial family about its session's change. */
function trialSessionMail(
  site: NoticeSite,
  notice: SessionNotice,
  trial: { email: string; language: Language; parentName: string; childFirstName: string },
): Mail {
  const lang = trial.language;
  const t = TEXT[lang];
  const off = notice.change === 'closed' || notice.change === 'cancelled';
  const at = notice.change === 'moved' || notice.change === 'restored' ? notice.after : notice.before;
  const when = formatDayTime(at.onDate, at.atTime, lang);
  return {
    to: trial.email,
    kind: 'trial-session-changed',
    subject: subjectOf(t.subject[notice.change](trial.childFirstName), site, lang),
    text: lines(
      HELLO[lang](trial.parentName),
      '',
      t.body[notice.change](trial.childFirstName, pickText(notice.after.cls.title, lang), when),
      ...(off ? [t.closedWhy, '', t.another, link(site, `/trial/${notice.after.cls.id}`)] : []),
      '',
      signature(site, lang),
    ),
  };
}

/**
 * Queues a mail to every family with a live trial (not cancelled, not yet marked) in a changed session; answers the
 * outbox ids for the mailer to deliver once the transaction has committed.
 */
export async function queueTrialSessionMails(
  tx: Tx,
  input: { notices: readonly SessionNotice[]; publicUrl: string },
): Promise<string[]> {
  const ids: string[] = [];
  let site: NoticeSite | null = null;
  for (const notice of input.notices) {
    const trials = await tx
      .select()
      .from(trialBookings)
      .where(
        and(
          eq(trialBookings.classId, notice.after.cls.id),
          eq(trialBookings.date, notice.after.date),
          eq(trialBookings.startTime, notice.after.startTime),
          isNull(trialBookings.cancelledAt),
          isNull(trialBookings.attendance),
        ),
      );
    for (const trial of trials) {
      site ??= await readNoticeSite(tx, input.publicUrl);
      ids.push(await queueMailIn(tx, trialSessionMail(site, notice, trial)));
    }
  }
  return ids;
}
