// The language a server-rendered page is rendered in, chosen as the browser will choose it (apps/web/src/lib/i18n.ts).
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language, LANGUAGES } from '@swim/shared/enums';
import type { FastifyRequest } from 'fastify';

/**
 * Picks the visitor's language as the browser will, mostly (lib/i18n.ts): the one they chose (the cookie), else the
 * first supported one their browser asks for, else Bulgarian. A browser whose stored choice the server has not heard
 * of yet (no cookie) renders the page anew in that language, and from then on sends the cookie.
 */
export function pickLanguage(request: FastifyRequest): Language {
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(request.headers.cookie ?? '')?.[1];
  const chosen = toSupported(cookie);
  if (chosen) return chosen;
  for (const part of (request.headers['accept-language'] ?? '').split(',')) {
    const [tag, ...params] = part.trim().split(';');
    if (params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p))) continue;
    const language = toSupported(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

function toSupported(tag: string | undefined): Language | undefined {
  const short = (tag ?? '').trim().slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(short) ? (short as Language) : undefined;
}
