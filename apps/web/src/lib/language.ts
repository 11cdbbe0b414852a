import { type Language, LANGUAGES } from '@swim/shared/enums';
import { oneOf } from './one-of';

/** Normalises 'en-US', 'bg' or anything unknown to one of the supported languages (Bulgarian by default). */
export function toLanguage(value: string | undefined): Language {
  const short = (value ?? '').slice(0, 2).toLowerCase();
  return oneOf(LANGUAGES, short) ?? 'bg';
}
