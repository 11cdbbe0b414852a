// What the notice event tests (modules/notices/events-*.test.ts) share: a person per language with a name written in
// that language, their mails, the check that a mail speaks the reader's language and nothing meant for machines, and a kind turned off.
import type { Language } from '@swim/shared/enums';
import type { NoticeKind } from '@swim/shared/notices';
import { findLatinWords, findRawValues } from '@swim/shared/raw-values';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client.js';
import { emailOutbox, noticePreferences, users } from '../db/schema/index.js';

export const LANGUAGES: readonly Language[] = ['bg', 'en', 'ru'];

/** A parent and a child named the way each language writes them (a Latin name in a Bulgarian mail is the test's own). */
export const NAMES: Record<Language, { parent: string; child: string }> = {
  bg: { parent: 'Мария Петрова', child: 'Виктория Петрова' },
  en: { parent: 'Mary Smith', child: 'Emily Smith' },
  ru: { parent: 'Ольга Иванова', child: 'Анна Иванова' },
};

/** Sets the account's language. */
export async function speaks(db: Db, userId: string, language: Language): Promise<void> {
  await db.update(users).set({ preferredLanguage: language }).where(eq(users.id, userId));
}

/** The mails sent to an address, oldest first. */
export function mailsTo(db: Db, email: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(asc(emailOutbox.createdAt));
}

/** Turns a kind of notice off by mail for the account, as its preferences screen or unsubscribe link would. */
export async function turnOffMail(db: Db, userId: string, kind: NoticeKind): Promise<void> {
  await db.insert(noticePreferences).values({ userId, kind, channel: 'mail', enabled: false });
}

type MailRow = { subject: string; text: string };

/**
 * The mail is in the language: it holds the given words of that language, no code, UUID, 'YYYY-MM' month or catalog key,
 * and a Bulgarian or Russian one no English word. An English mail may use the plain English words that are also codes
 * ('paid', 'pool', 'all'), never one written the machine's way ('bank_transfer', 'pool_8', 'payment.refunded').
 */
export function expectWrittenIn(mail: MailRow | undefined, language: Language, words: readonly string[]): void {
  expect(mail).toBeDefined();
  const all = `${mail?.subject}\n${mail?.text}`;
  for (const word of words) expect(all).toContain(word);
  const raw = findRawValues(all).filter((v) => language !== 'en' || /[\d_.-]/.test(v));
  expect(raw).toEqual([]);
  if (language !== 'en') expect(findLatinWords(all)).toEqual([]);
}
