import { sql } from 'drizzle-orm';
import { jsonb, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@swim/shared/localized';

export const pk = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const localized = (name: string) => jsonb(name).$type<LocalizedText>();

/** SQL for `column IN ('a','b',...)`, used by enum check constraints. */
export function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
}

/** SQL asserting a localized jsonb column carries Bulgarian text. */
export function hasBulgarian(column: string) {
  return sql.raw(`jsonb_typeof(${column} -> 'bg') = 'string'`);
}
