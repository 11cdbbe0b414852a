// The accountant's CSV of a period's invoices and credit notes: one row per document in number order, amounts as
// decimals with a dot, headings and kinds in the reader's language, UTF-8 with a byte-order mark so Excel shows
// Cyrillic, cells that would start a formula neutralised (as the payments CSV).
import { Readable } from 'node:stream';
import type { InvoiceKind } from '@swim/shared/api/invoices';
import type { Language } from '@swim/shared/enums';
import { stringify } from 'csv-stringify';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices } from '../../db/schema/index.js';
import { type DocumentRow, type InvoicePeriod, periodCondition, selectDocuments } from './list-admin-invoices.js';

const BATCH = 1000;

export const INVOICE_CSV_HEADERS: Record<Language, string[]> = {
  bg: [
    'Номер',
    'Вид',
    'Дата на издаване',
    'Дата на данъчното събитие',
    'Получател',
    'ЕИК',
    'ДДС номер',
    'Данъчна основа',
    'Ставка ДДС (%)',
    'ДДС',
    'Общо',
    'Валута',
    'Към фактура',
    'Плащане / поръчка',
  ],
  en: [
    'Number',
    'Kind',
    'Issue date',
    'Taxable event date',
    'Recipient',
    'EIK',
    'VAT number',
    'Tax base',
    'VAT rate (%)',
    'VAT',
    'Total',
    'Currency',
    'Corrects invoice',
    'Payment / order',
  ],
  ru: [
    'Номер',
    'Вид',
    'Дата выставления',
    'Дата налогового события',
    'Получатель',
    'ЕИК',
    'Номер НДС',
    'Налоговая база',
    'Ставка НДС (%)',
    'НДС',
    'Итого',
    'Валюта',
    'К счёту-фактуре',
    'Платёж / заказ',
  ],
};

const KIND_WORDS: Record<Language, Record<InvoiceKind, string>> = {
  bg: { invoice: 'Фактура', credit_note: 'Кредитно известие' },
  en: { invoice: 'Invoice', credit_note: 'Credit note' },
  ru: { invoice: 'Счёт-фактура', credit_note: 'Кредитное уведомление' },
};

const decimal = (minor: number) => (minor / 100).toFixed(2);

function toRecord(row: DocumentRow, language: Language): string[] {
  const company = row.recipient.type === 'company' ? row.recipient : null;
  return [
    row.number,
    KIND_WORDS[language][row.kind],
    row.issueDate,
    row.taxEventDate,
    row.recipient.name,
    company?.eik ?? '',
    company?.vatNumber ?? '',
    decimal(row.taxBase),
    String(row.vatRate),
    decimal(row.vatAmount),
    decimal(row.total),
    row.currency,
    row.correctsNumber ?? '',
    row.paymentNumber ?? row.orderNumber ?? '',
  ];
}

/** A stream of the CSV file of the period's documents, read in batches. */
export function exportInvoicesCsv(db: Db, options: { period: InvoicePeriod; language: Language }): Readable {
  const where = periodCondition(options.period);
  async function* records() {
    for (let offset = 0; ; offset += BATCH) {
      const rows = await selectDocuments(db).where(where).orderBy(asc(invoices.number)).limit(BATCH).offset(offset);
      for (const row of rows) yield toRecord(row, options.language);
      if (rows.length < BATCH) return;
    }
  }
  return Readable.from(records()).pipe(
    stringify({ bom: true, header: true, columns: INVOICE_CSV_HEADERS[options.language], escape_formulas: true }),
  );
}
