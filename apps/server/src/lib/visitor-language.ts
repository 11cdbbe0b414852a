// The language a visitor uses, read from their request's headers as the browser chooses it (apps/web/src/lib/i18n.ts):
// for server-rendered pages, and for the language a new account starts with (its mails speak it).
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language, LANGUAGES } from '@swim/shared/enums';

const COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/**
 * The one they chose (the cookie), else the first supported one their browser asks for (Accept-Language), else
 * Bulgarian.
 */
export function languageFromHeaders(
  cookie: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Language {
  const chosen = toSupported(COOKIE.exec(cookie ?? '')?.[1]);
  if (chosen) return chosen;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag, ...params] = part.trim().split(';');
    if (params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p))) continue;
    const language = toSupported(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

function toSupported(tag: string | undefined): Language | undefined {
  const short = (tag ?? '').trim().slice(0, 2).toLowerCase();
  return LANGUAGES.find((language) => language === short);
}
