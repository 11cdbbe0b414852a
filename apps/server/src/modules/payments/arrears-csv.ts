// The arrears list as CSV (issue 25): one row per overdue period, families in the list's order, months written out in
// the reader's language, amounts as decimals with a dot; UTF-8 with a byte-order mark so Excel shows Cyrillic, cells
// that would start a formula neutralised (as the payments and invoices CSVs).
import { Readable } from 'node:stream';
import type { ArrearsList } from '@swim/shared/api/arrears';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import type { Language } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized';
import { formatMonth } from '@swim/shared/month-names';
import { stringify } from 'csv-stringify';
import { readableErasedChild } from '@swim/shared/erased-name';

export const ARREARS_CSV_HEADERS: Record<Language, string[]> = {
  bg: [
    'Родител',
    'Имейл',
    'Телефон',
    'Дете',
    'Група',
    'Месец',
    'Дължимо',
    'Платено',
    'Отписано',
    'Остатък',
    'Валута',
    'Краен срок',
    'Дни просрочие',
    'Последно напомняне',
  ],
  en: [
    'Parent',
    'Email',
    'Phone',
    'Child',
    'Class',
    'Month',
    'Due',
    'Paid',
    'Written off',
    'Balance',
    'Currency',
    'Due date',
    'Days overdue',
    'Last reminder',
  ],
  ru: [
    'Родитель',
    'Эл. почта',
    'Телефон',
    'Ребёнок',
    'Группа',
    'Месяц',
    'К оплате',
    'Оплачено',
    'Списано',
    'Остаток',
    'Валюта',
    'Срок оплаты',
    'Дней просрочки',
    'Последнее напоминание',
  ],
};

const decimal = (minor: number) => (minor / 100).toFixed(2);

export function arrearsCsv(list: ArrearsList, language: Language): Readable {
  const rows = list.families.flatMap((family) =>
    family.periods.map((p) => [
      pickText(family.parentName, language),
      family.email,
      family.phone ?? '',
      p.childErased ? readableErasedChild(p.childName, language) : p.childName,
      pickText(p.classTitle, language),
      formatMonth(p.billingPeriod, language),
      decimal(p.due),
      decimal(p.paid),
      decimal(p.writtenOff),
      decimal(p.balance),
      p.currency,
      p.dueOn,
      String(p.daysOverdue),
      family.lastReminder ? zonedDate(new Date(family.lastReminder.sentAt), CLUB_TIME_ZONE) : '',
    ]),
  );
  return Readable.from(rows).pipe(
    stringify({ bom: true, header: true, columns: ARREARS_CSV_HEADERS[language], escape_formulas: true }),
  );
}
