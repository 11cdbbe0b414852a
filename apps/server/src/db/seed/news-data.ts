// Every demo news article, newest first.
import { CLUB_NEWS } from './news-articles-club.js';
import { EVENT_NEWS } from './news-articles-events.js';
import type { NewsSeed } from './news-types.js';

export const NEWS: NewsSeed[] = [...CLUB_NEWS, ...EVENT_NEWS].sort((a, b) => a.daysAgo - b.daysAgo);
