// The language a server-rendered page is rendered in, chosen as the browser will choose it (apps/web/src/lib/i18n.ts).
import type { Language } from '@swim/shared/enums';
import type { FastifyRequest } from 'fastify';
import { languageFromHeaders } from '../lib/visitor-language.js';

/**
 * Picks the visitor's language as the browser will, mostly (lib/i18n.ts): the one they chose (the cookie), else the
 * first supported one their browser asks for, else Bulgarian. A browser whose stored choice the server has not heard
 * of yet (no cookie) renders the page anew in that language, and from then on sends the cookie.
 */
export function pickLanguage(request: FastifyRequest): Language {
  return languageFromHeaders(request.headers.cookie, request.headers['accept-language']);
}
