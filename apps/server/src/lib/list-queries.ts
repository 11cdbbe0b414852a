// What lists and their writes share (the admin console's, the inbox's, the audit log's): search patterns, paging, ids
// and localized text as stored.
import type { LocalizedText } from '@swim/shared/localized';
import { type AnyColumn, type SQL, asc, desc, sql } from 'drizzle-orm';
import { notFound } from './errors.js';
import { isUuid } from '@swim/shared/uuid';

/** Throws 404 for a malformed id, so it is answered like an unknown one. */
export function assertUuid(id: string, what: string): void {
  if (!isUuid(id)) throw notFound(`${what} not found`);
}

/** An ILIKE pattern that matches the text literally anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** SQL matching the pattern in any language of a localized jsonb column. */
export function localizedMatches(column: AnyColumn, pattern: string): SQL {
  return sql`(${column} ->> 'bg' ilike ${pattern} or ${column} ->> 'en' ilike ${pattern} or ${column} ->> 'ru' ilike ${pattern})`;
}

/** The Bulgarian text of a localized column, for sorting. */
export function bulgarianOf(column: AnyColumn): SQL {
  return sql`(${column} ->> 'bg')`;
}

export function direction(order: 'asc' | 'desc', expression: AnyColumn | SQL): SQL {
  return order === 'asc' ? asc(expression) : desc(expression);
}

export const offsetOf = (query: { page: number; pageSize: number }) => (query.page - 1) * query.pageSize;

/** A form's localized text as stored: trimmed, empty languages left out; null when there is no Bulgarian text. */
export function toStoredText(text: { bg?: string; en?: string; ru?: string } | null | undefined): LocalizedText | null {
  const bg = text?.bg?.trim();
  if (!bg) return null;
  const en = text?.en?.trim();
  const ru = text?.ru?.trim();
  return { bg, ...(en ? { en } : {}), ...(ru ? { ru } : {}) };
}
