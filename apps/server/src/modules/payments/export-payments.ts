// The payments CSV: exactly the rows the list shows under the same filters, in the reader's language,
// UTF-8 with a byte-order mark so Excel shows Cyrillic, cells that would start a formula neutralised, streamed in batches so a long export never fills memory.
import { Readable } from 'node:stream';
import type { Language } from '@swim/shared/enums';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import { pickText } from '@swim/shared/localized';
import { stringify } from 'csv-stringify';
import type { Db } from '../../db/client.js';
import {
  EXPORT_WORDS,
  type ExportedPayment,
  exportHeaders,
  exportedPayments,
  inExportOrder,
  type PaymentExport,
} from './payment-export-rows.js';

const major = (minor: number) => (minor / 100).toFixed(2);

function toRecord(p: ExportedPayment, language: Language): string[] {
  const words = EXPORT_WORDS[language];
  const own = [
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
    p.number,
  ];
  return inExportOrder(own, p, major);
}

/** A stream of the CSV file for the actor's payments under the filters. */
export function exportPaymentsCsv(db: Db, options: PaymentExport): Readable {
  async function* records() {
    for await (const row of exportedPayments(db, options)) yield toRecord(row, options.language);
  }
  return Readable.from(records()).pipe(
    stringify({
      bom: true,
      header: true,
      columns: exportHeaders(options.language, options.club),
      escape_formulas: true,
    }),
  );
}
