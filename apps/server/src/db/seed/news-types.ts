// The shape of a demo news article.
import type { LocalizedText } from '@swim/shared/localized';
import type { DemoAccountKey } from './demo-accounts.js';

export type NewsSeed = {
  slug: string;
  /** Published this many days before today. */
  daysAgo: number;
  image: string;
  author: DemoAccountKey;
  title: LocalizedText;
  excerpt: LocalizedText;
  /** Paragraphs separated by blank lines. */
  body: LocalizedText;
};
