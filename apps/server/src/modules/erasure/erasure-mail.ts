// The mails a family gets about its erasure request (issue 29 item 4), in the account's language, written to the
// outbox in the transaction that decides the request. A refusal gives the admin's reason; a child's erasure carried
// out says so without the child's name (the name is what was erased). An account's erasure sends nothing: its
// address is part of what goes, and the family was told the date when it asked.
import type { Language } from '@swim/shared/enums';
import type { LocalizedText } from '@swim/shared/localized';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { type ErasureScope, users } from '../../db/schema/index.js';
import type { Mail } from '../../lib/mailer.js';
import { formatDay, signature, subjectOf } from '../notices/templates/kit.js';
import { readClubSettings } from '../settings/settings.service.js';

const TEXT = {
  bg: {
    refusedSubject: 'Искането ви за изтриване на данни не е изпълнено',
    childErasedSubject: 'Данните на детето ви са изтрити',
    hello: (name: string) => `Здравейте, ${name}!`,
    refused: {
      account: (on: string) => `Искането ви от ${on} да изтрием профила ви и данните на децата ви не е изпълнено.`,
      child: (on: string, child: string) => `Искането ви от ${on} да изтрием данните на ${child} не е изпълнено.`,
    },
    reason: 'Причина:',
    again: 'Данните ви остават непроменени. Ако имате въпроси, отговорете на това писмо или ни пишете от сайта.',
    childErased: (on: string) =>
      `Както поискахте на ${on}, изтрихме личните данни на детето ви. Плащанията и издадените фактури остават, както изисква законът, без името му.`,
    profile: 'Профилът ви и данните на другите ви деца остават.',
  },
  en: {
    refusedSubject: 'Your request to delete data was not carried out',
    childErasedSubject: "Your child's data has been deleted",
    hello: (name: string) => `Hello ${name},`,
    refused: {
      account: (on: string) =>
        `Your request of ${on} to delete your account and your children's data has not been carried out.`,
      child: (on: string, child: string) => `Your request of ${on} to delete ${child}'s data has not been carried out.`,
    },
    reason: 'Reason:',
    again: 'Your data stays as it was. If you have questions, reply to this mail or write to us from the website.',
    childErased: (on: string) =>
      `As you asked on ${on}, we have deleted your child's personal data. Payments and issued invoices stay, as the law requires, without the name.`,
    profile: "Your account and your other children's data stay.",
  },
  ru: {
    refusedSubject: 'Ваш запрос на удаление данных не выполнен',
    childErasedSubject: 'Данные вашего ребёнка удалены',
    hello: (name: string) => `Здравствуйте, ${name}!`,
    refused: {
      account: (on: string) => `Ваш запрос от ${on} на удаление аккаунта и данных ваших детей не выполнен.`,
      child: (on: string, child: string) => `Ваш запрос от ${on} на удаление данных ребёнка ${child} не выполнен.`,
    },
    reason: 'Причина:',
    again:
      'Ваши данные остаются без изменений. Если у вас есть вопросы, ответьте на это письмо или напишите нам с сайта.',
    childErased: (on: string) =>
      `Как вы просили ${on}, мы удалили личные данные вашего ребёнка. Платежи и выставленные счета-фактуры остаются, как того требует закон, без его имени.`,
    profile: 'Ваш аккаунт и данные других ваших детей остаются.',
  },
} as const;

type Family = { to: string; name: string; language: Language; clubName: LocalizedText };

/** Who the family's mail goes to, read in the deciding transaction; null for an account already erased. */
export async function familyAddress(tx: Tx, userId: string): Promise<Family | null> {
  const [user] = await tx
    .select({ to: users.email, name: users.name, language: users.preferredLanguage, erasedAt: users.erasedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.erasedAt) return null;
  const club = await readClubSettings(tx);
  return { to: user.to, name: user.name, language: user.language, clubName: club.name };
}

const dayOf = (at: Date, language: Language) => formatDay(zonedDate(at, CLUB_TIME_ZONE), language, false);

/** The admin turned the request down: what was asked, when, and the admin's reason. */
export function erasureRefusedMail(
  family: Family,
  request: { scope: ErasureScope; requestedAt: Date; childName: string | null; reason: string },
): Mail {
  const t = TEXT[family.language] ?? TEXT.bg;
  const on = dayOf(request.requestedAt, family.language);
  const asked =
    request.scope === 'child' && request.childName ? t.refused.child(on, request.childName) : t.refused.account(on);
  const text = [
    t.hello(family.name),
    '',
    asked,
    '',
    t.reason,
    request.reason,
    '',
    t.again,
    '',
    signature(family, family.language),
  ].join('\n');
  return {
    to: family.to,
    kind: 'erasure-refused',
    subject: subjectOf(t.refusedSubject, family, family.language),
    text,
  };
}

/** A child's data was erased as the parent asked; the mail names the day of the request, not the child. */
export function childErasedMail(family: Family, requestedAt: Date): Mail {
  const t = TEXT[family.language] ?? TEXT.bg;
  const text = [
    t.hello(family.name),
    '',
    t.childErased(dayOf(requestedAt, family.language)),
    t.profile,
    '',
    signature(family, family.language),
  ].join('\n');
  return {
    to: family.to,
    kind: 'erasure-child-completed',
    subject: subjectOf(t.childErasedSubject, family, family.language),
    text,
  };
}
