// What every payments export shares: the rows (exactly those the list shows under the same filters, read in batches
// so a long export never fills memory) and the headings and words in the reader's language.
import type { Payment, PaymentFilters } from '@swim/shared/api/payments';
import type { Currency, Language } from '@swim/shared/enums';
import { currencySign } from '@swim/shared/money';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema/index.js';
import { inClubCurrency } from '../../lib/in-club-currency.js';
import type { Actor } from '../access/access-policy.js';
import { filterCondition } from './list-payments.js';
import { listPaymentViews } from './payment-view.js';

const BATCH = 1000;

/** The column headings, in the order of every export's columns, before the amounts in the club's currency. */
const HEADERS: Record<Language, string[]> = {
  bg: [
    'Дата',
    'Дете',
    'Група',
    'Период',
    'Начин',
    'Статус',
    'Сума',
    'Възстановено',
    'Валута',
    'Родител',
    'Бележки',
    'Номер',
  ],
  en: [
    'Date',
    'Child',
    'Class',
    'Period',
    'Method',
    'Status',
    'Amount',
    'Refunded',
    'Currency',
    'Parent',
    'Notes',
    'Number',
  ],
  ru: [
    'Дата',
    'Ребёнок',
    'Группа',
    'Период',
    'Способ',
    'Статус',
    'Сумма',
    'Возвращено',
    'Валюта',
    'Родитель',
    'Заметки',
    'Номер',
  ],
};

/** The amount and the refunded amount again in the club's currency, named by its sign ('Сума (€)'). */
const CLUB_HEADERS: Record<Language, [string, string]> = {
  bg: ['Сума', 'Възстановено'],
  en: ['Amount', 'Refunded'],
  ru: ['Сумма', 'Возвращено'],
};

/** Where the amounts in the club's currency go: right after the payment's own currency. */
const CLUB_COLUMNS_AT = 9;

/**
 * Every export's headings: the payment's own amount, refunded amount and currency, then both amounts in the club's
 * currency (lev history converted at the fixed rate in a euro club), then the rest.
 */
export function exportHeaders(language: Language, club: Currency): string[] {
  const sign = currencySign(club, language);
  const inClub = CLUB_HEADERS[language].map((heading) => `${heading} (${sign})`);
  const headers = HEADERS[language];
  return [...headers.slice(0, CLUB_COLUMNS_AT), ...inClub, ...headers.slice(CLUB_COLUMNS_AT)];
}

/** A payment's cells in the order of exportHeaders, its own columns made by `cells`. */
export function inExportOrder<T>(own: T[], row: ExportedPayment, toClub: (minor: number) => T): T[] {
  const inClub = [toClub(row.inClub.amount), toClub(row.inClub.refunded)];
  return [...own.slice(0, CLUB_COLUMNS_AT), ...inClub, ...own.slice(CLUB_COLUMNS_AT)];
}

/** Methods and statuses as words. */
export const EXPORT_WORDS: Record<Language, Record<string, string>> = {
  bg: {
    cash: 'В брой',
    card: 'Карта',
    bank_transfer: 'Банков превод',
    pending: 'Чакащо',
    validated: 'Потвърдено',
    paid: 'Платено',
    failed: 'Неуспешно',
    refunded: 'Възстановено',
  },
  en: {
    cash: 'Cash',
    card: 'Card',
    bank_transfer: 'Bank transfer',
    pending: 'Pending',
    validated: 'Validated',
    paid: 'Paid',
    failed: 'Failed',
    refunded: 'Refunded',
  },
  ru: {
    cash: 'Наличные',
    card: 'Карта',
    bank_transfer: 'Банковский перевод',
    pending: 'Ожидает',
    validated: 'Подтверждён',
    paid: 'Оплачен',
    failed: 'Не прошёл',
    refunded: 'Возвращён',
  },
};

/**
 * What an export is of: the actor's payments under the filters (on the clock's day), in the reader's language, with
 * the amounts also in the club's currency.
 */
export type PaymentExport = { actor: Actor; filters: PaymentFilters; language: Language; now: Date; club: Currency };

/** A payment with its amount and refunded amount in the club's currency (minor units). */
export type ExportedPayment = Payment & { inClub: { amount: number; refunded: number } };

/** The actor's payments under the filters, newest first, as the list orders them. */
export async function* exportedPayments(
  db: Db,
  { actor, filters, now, club }: Omit<PaymentExport, 'language'>,
): AsyncGenerator<ExportedPayment> {
  const where = filterCondition(actor, filters, now);
  for (let offset = 0; ; offset += BATCH) {
    const rows = await listPaymentViews(db, where, { limit: BATCH, offset });
    // The amounts in the club's currency by the one SQL expression every total uses (lib/in-club-currency.ts).
    const converted = rows.length
      ? await db
          .select({
            id: payments.id,
            amount: inClubCurrency(payments.amount, payments.currency, club),
            refunded: inClubCurrency(payments.refundedAmount, payments.currency, club),
          })
          .from(payments)
          .where(
            inArray(
              payments.id,
              rows.map((row) => row.id),
            ),
          )
      : [];
    const byId = new Map(converted.map((c) => [c.id, { amount: Number(c.amount), refunded: Number(c.refunded) }]));
    for (const row of rows) {
      const inClub = byId.get(row.id);
      if (!inClub) throw new Error(`payment ${row.id} vanished during the export`);
      yield { ...row, inClub };
    }
    if (rows.length < BATCH) return;
  }
}
