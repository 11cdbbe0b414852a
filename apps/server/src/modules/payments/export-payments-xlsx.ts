// The payments as an Excel workbook: the CSV's rows and columns, but typed, so Excel in any locale reads them right
// (a Bulgarian Excel splits a CSV on semicolons and reads "160.00" as text): amounts are numbers with the currency
// in their format, dates and billing months are dates, everything else is text (never a formula). Streamed row by row
// like the CSV.
import { PassThrough, type Readable } from 'node:stream';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import type { Currency, Language } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.js';
import {
  EXPORT_WORDS,
  type ExportedPayment,
  exportHeaders,
  exportedPayments,
  inExportOrder,
  type PaymentExport,
} from './payment-export-rows.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const SHEET_NAME: Record<Language, string> = { bg: 'Плащания', en: 'Payments', ru: 'Платежи' };

// Excel number formats are written in its neutral notation: "," and "." become the reader's own separators.
const DATE_FORMAT: Record<Language, string> = { bg: 'dd.mm.yyyy', en: 'dd/mm/yyyy', ru: 'dd.mm.yyyy' };
// A billing month as its name and year ("март 2026"), the names in the export's language whatever Excel's own is.
const MONTH_FORMAT: Record<Language, string> = {
  bg: '[$-402]mmmm yyyy',
  en: '[$-809]mmmm yyyy',
  ru: '[$-419]mmmm yyyy',
};
const MONEY_FORMAT: Record<Language, Record<Currency, string>> = {
  bg: { BGN: '#,##0.00 "лв."', EUR: '#,##0.00 "€"' },
  en: { BGN: '"BGN "#,##0.00', EUR: '"€"#,##0.00' },
  ru: { BGN: '#,##0.00 "лв."', EUR: '#,##0.00 "€"' },
};

/** Column widths in characters, in the order of exportHeaders. */
const WIDTHS = [12, 24, 20, 16, 16, 14, 14, 14, 8, 16, 16, 24, 32, 16];
const DATE_COLUMN = 1;
const MONTH_COLUMN = 4;
/** The payment's own amounts (in its currency), then the same in the club's currency. */
const MONEY_COLUMNS = [7, 8];
const CLUB_MONEY_COLUMNS = [10, 11];

/** The club day of an instant as a date cell: midnight UTC, which Excel shows as that calendar day. */
function clubDay(instant: string): Date {
  const [y, m, d] = zonedDate(new Date(instant), CLUB_TIME_ZONE).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** A 'YYYY-MM' billing period as the first day of its month. */
function monthStart(period: string | null): Date | string | null {
  const match = period ? /^(\d{4})-(\d{2})$/.exec(period) : null;
  if (!match) return period || null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

function toValues(p: ExportedPayment, language: Language): (string | number | Date | null)[] {
  const words = EXPORT_WORDS[language];
  // What the CSV leaves as an empty field is an empty cell here.
  const own = [
    clubDay(p.createdAt),
    p.childName || null,
    p.classTitle ? pickText(p.classTitle, language) : null,
    monthStart(p.billingPeriod),
    p.method ? (words[p.method] ?? p.method) : null,
    words[p.status] ?? p.status,
    p.amount / 100,
    p.refundedAmount / 100,
    p.currency,
    p.parentName,
    p.parentNotes || null,
    p.number,
  ];
  return inExportOrder<string | number | Date | null>(own, p, (minor) => minor / 100);
}

function drainedOrClosed(out: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

async function writeWorkbook(
  out: PassThrough,
  rows: AsyncIterable<ExportedPayment>,
  { language, club }: { language: Language; club: Currency },
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(SHEET_NAME[language], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = WIDTHS.map((width) => ({ width }));
  const header = sheet.addRow(exportHeaders(language, club));
  header.font = { bold: true };
  header.commit();
  for await (const payment of rows) {
    const row = sheet.addRow(toValues(payment, language));
    row.getCell(DATE_COLUMN).numFmt = DATE_FORMAT[language];
    row.getCell(MONTH_COLUMN).numFmt = MONTH_FORMAT[language];
    for (const column of MONEY_COLUMNS) row.getCell(column).numFmt = MONEY_FORMAT[language][payment.currency];
    for (const column of CLUB_MONEY_COLUMNS) row.getCell(column).numFmt = MONEY_FORMAT[language][club];
    row.commit();
    // Wait while the reader is behind, so a slow download does not pile the whole file up in memory;
    // stop when the reader has gone.
    if (out.writableNeedDrain) await drainedOrClosed(out);
    if (out.destroyed) return;
  }
  sheet.commit();
  await workbook.commit();
}

/** A stream of the .xlsx file for the actor's payments under the filters: the CSV's rows, typed. */
export function exportPaymentsXlsx(db: Db, options: PaymentExport): Readable {
  const out = new PassThrough();
  writeWorkbook(out, exportedPayments(db, options), options).catch((error: unknown) =>
    out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return out;
}
