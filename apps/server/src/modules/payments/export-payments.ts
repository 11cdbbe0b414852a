// The payments CSV: exactly the rows the list shows under the same filters, in the reader's language,
// UTF-8 with a byte-order mark so Excel shows Cyrillic, cells that would start a formula neutralised, streamed in batches so a long export never fills memory.
import { Readable } from 'node:stream';
import type { Payment, PaymentFilters } from '@swim/shared/api/payments';
import type { Language } from '@swim/shared/enums';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import { pickText } from '@swim/shared/localized';
import { stringify } from 'csv-stringify';
import type { Db } from '../../db/client.js';
import type { Actor } from './payment-policy.js';
import { filterCondition } from './list-payments.js';
import { listPaymentViews } from './payment-view.js';

const BATCH = 1000;

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

const WORDS: Record<Language, Record<string, string>> = {
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

const major = (minor: number) => (minor / 100).toFixed(2);

function toRecord(p: Payment, language: Language): string[] {
  const words = WORDS[language];
  return [
    zonedDate(new Date(p.createdAt), CLUB_TIME_ZONE),
    p.childName ?? '',
    p.classTitle ? pickText(p.classTitle, language) : '',
    p.billingPeriod ?? '',
    p.method ? (words[p.method] ?? p.method) : '',
    words[p.status] ?? p.status,
    major(p.amount),
    major(p.refundedAmount),
    p.currency,
    p.parentName,
    p.parentNotes ?? '',
    p.id,
  ];
}

/** A stream of the CSV file for the actor's payments under the filters. */
export function exportPaymentsCsv(
  db: Db,
  actor: Actor,
  filters: PaymentFilters,
  language: Language,
  now: Date,
): Readable {
  const where = filterCondition(actor, filters, now);
  async function* records() {
    for (let offset = 0; ; offset += BATCH) {
      const rows = await listPaymentViews(db, where, BATCH, offset);
      for (const row of rows) yield toRecord(row, language);
      if (rows.length < BATCH) return;
    }
  }
  return Readable.from(records()).pipe(
    stringify({ bom: true, header: true, columns: HEADERS[language], escape_formulas: true }),
  );
}
