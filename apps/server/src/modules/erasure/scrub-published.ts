// The club's published texts (news articles, gallery captions) that name an erased child: the name is replaced by a
// marker in each language, so the article stays and the child is no longer named (the public caches follow the
// data_versions triggers of news and media).
import type { LocalizedText } from '@swim/shared/localized';
import type { Language } from '@swim/shared/enums';
import { eq, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { media, news } from '../../db/schema/index.js';
import { type ErasureStep, type Traces, mentions } from './erasure-steps.js';

const REMOVED: Record<Language, string> = { bg: '[името е премахнато]', en: '[name removed]', ru: '[имя удалено]' };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with every trace replaced by the language's marker (longest first, so a full name goes before a part). */
function withoutTraces<T extends LocalizedText | null>(text: T, pattern: RegExp): T {
  if (!text) return text;
  const out: Record<string, string | undefined> = {};
  for (const [lang, value] of Object.entries(text)) {
    out[lang] = typeof value === 'string' ? value.replace(pattern, REMOVED[lang as Language] ?? REMOVED.bg) : value;
  }
  return out as T;
}

/** Replaces the names in news and gallery texts; answers the steps (ids of the items changed). */
export async function scrubPublishedTexts(tx: Tx, traces: Traces): Promise<ErasureStep[]> {
  const usable = [...new Set(traces.map((t) => t.trim()).filter((t) => t.length >= 3))].sort(
    (a, b) => b.length - a.length,
  );
  if (usable.length === 0) return [];
  const pattern = new RegExp(usable.map(escapeRegExp).join('|'), 'giu');
  const articles = await tx
    .select({ id: news.id, title: news.title, excerpt: news.excerpt, body: news.body })
    .from(news)
    .where(or(mentions(news.title, usable), mentions(news.excerpt, usable), mentions(news.body, usable)));
  for (const a of articles) {
    await tx
      .update(news)
      .set({
        title: withoutTraces(a.title, pattern),
        excerpt: withoutTraces(a.excerpt, pattern),
        body: withoutTraces(a.body, pattern),
      })
      .where(eq(news.id, a.id));
  }
  const items = await tx
    .select({ id: media.id, title: media.title, description: media.description })
    .from(media)
    .where(or(mentions(media.title, usable), mentions(media.description, usable)));
  for (const m of items) {
    await tx
      .update(media)
      .set({ title: withoutTraces(m.title, pattern), description: withoutTraces(m.description, pattern) })
      .where(eq(media.id, m.id));
  }
  return [
    { step: 'news_names_removed', ids: articles.map((a) => a.id) },
    { step: 'gallery_captions_names_removed', ids: items.map((m) => m.id) },
  ];
}
