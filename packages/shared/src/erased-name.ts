// The pseudonym an erasure leaves where a copy of an account's name was kept (a shop order's customer, ADR 0049):
// stored language-neutral as "Erased account 1a2b", read in each language. The account's own name is read the same
// way in SQL (apps/server/src/lib/person-name.ts).
import type { Language } from './enums.js';

const ERASED = /^Erased account ([0-9a-f]{4})$/;
/** The words before the code, in each language. */
export const ERASED_ACCOUNT_WORDS: Record<Language, string> = {
  bg: 'Изтрит профил',
  en: 'Erased account',
  ru: 'Удалённый аккаунт',
};

/** A stored name as a person reads it: an erased account's pseudonym in their language, any other name as it is. */
export function readableName(name: string, language: Language): string {
  const code = ERASED.exec(name)?.[1];
  return code ? `${ERASED_ACCOUNT_WORDS[language]} ${code}` : name;
}

/** The words of an erased child's pseudonym in each language (stored as the club writes names: "Изтрито дете 1a2b"). */
export const ERASED_CHILD_WORDS: Record<Language, string> = {
  bg: 'Изтрито дете',
  en: 'Erased child',
  ru: 'Удалённый ребёнок',
};

/** An erased child's stored pseudonym as a person reads it: the words in their language and the code. */
export function readableErasedChild(storedName: string, language: Language): string {
  return `${ERASED_CHILD_WORDS[language]} ${storedName.slice(-4)}`;
}
