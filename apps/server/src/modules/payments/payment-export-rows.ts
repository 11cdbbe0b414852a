// What every payments export shares: the rows (exactly those the list shows under the same filters, read in batches
// so a long export never fills memory) and the headings and words in the reader's language.
import type { Payment, PaymentFilters } from '@swim/shared/api/payments';
import type { Language } from '@swim/shared/enums';
import type { Db } from '../../db/client.js';
import type { Actor } from '../access/access-policy.js';
import { filterCondition } from './list-payments.js';
import { listPaymentViews } from './payment-view.js';

const BATCH = 1000;

/** The column headings, in the order of every export's columns. */
export const EXPORT_HEADERS: Record<Language, string[]> = {
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

/** What an export is of: the actor's payments under the filters (on the clock's day), in the reader's language. */
export type PaymentExport = { actor: Actor; filters: PaymentFilters; language: Language; now: Date };

/** The actor's payments under the filters, newest first, as the list orders them. */
export async function* exportedPayments(
  db: Db,
  { actor, filters, now }: Omit<PaymentExport, 'language'>,
): AsyncGenerator<Payment> {
  const where = filterCondition(actor, filters, now);
  for (let offset = 0; ; offset += BATCH) {
    const rows = await listPaymentViews(db, where, { limit: BATCH, offset });
    yield* rows;
    if (rows.length < BATCH) return;
  }
}
