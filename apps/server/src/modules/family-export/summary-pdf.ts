// summary.pdf of a family export: the account, each child's main facts, enrollments and consents in force, payment
// totals, and a table of what data.json holds, in the account's language. Read from the same data as data.json.
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import type { Currency, Language, PlanType, SkillLevel } from '@swim/shared/enums';
import { type LocalizedText, pickText } from '@swim/shared/localized';
import { formatMoney } from '@swim/shared/money';
import type { ConsentKind } from '@swim/shared/privacy';
import { type PdfDocument, renderPdf } from '../../lib/pdf.js';
import { CONFIRMATION_TEXT } from '../payments/confirmation-text.js';
import type { ExportRow, FamilyData } from './collect-family-data.js';
import type { FamilyTable } from './family-data-map.js';
import { SUMMARY_TEXT, type SummaryText } from './summary-text.js';

const DATE_LOCALE: Record<Language, string> = { bg: 'bg-BG', en: 'en-GB', ru: 'ru-RU' };
const GREY = '#555555';

const str = (row: ExportRow, key: string): string | null =>
  typeof row[key] === 'string' ? (row[key] as string) : null;
const num = (row: ExportRow, key: string): number => (typeof row[key] === 'number' ? (row[key] as number) : 0);

/** A day ('YYYY-MM-DD') or an instant, written the language's way in the club's time zone. */
function formatDay(value: string | null, language: Language): string {
  if (!value) return '—';
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(DATE_LOCALE[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: CLUB_TIME_ZONE,
  }).format(at);
}

function heading(doc: PdfDocument, text: string) {
  doc.moveDown(0.8);
  doc.font('bold').fontSize(13).fillColor('#000000').text(text, doc.page.margins.left, doc.y);
  doc.moveDown(0.3);
}

function line(doc: PdfDocument, text: string, indent = 0) {
  const left = doc.page.margins.left + indent;
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#000000')
    .text(text, left, doc.y, { width: doc.page.width - doc.page.margins.right - left });
}

/** The newest answer per consent kind of one subject (the consents table is append-only). */
function consentsInForce(rows: ExportRow[], childId: string): Map<ConsentKind, boolean> {
  const newest = new Map<ConsentKind, ExportRow>();
  for (const row of rows.filter((r) => r.child_id === childId)) {
    const kind = row.kind as ConsentKind;
    const held = newest.get(kind);
    if (!held || String(row.given_at) > String(held.given_at)) newest.set(kind, row);
  }
  return new Map([...newest].map(([kind, row]) => [kind, row.granted === true]));
}

function drawChild(doc: PdfDocument, child: ExportRow, data: FamilyData, t: SummaryText, language: Language) {
  const id = child.id;
  const plans = CONFIRMATION_TEXT[language].plans;
  doc.moveDown(0.5);
  doc
    .font('bold')
    .fontSize(11)
    .text(str(child, 'full_name') ?? '—', doc.page.margins.left, doc.y);
  line(doc, `${t.born}: ${formatDay(str(child, 'birth_date'), language)}`, 10);
  line(doc, `${t.level}: ${t.levels[child.skill_level as SkillLevel] ?? '—'}`, 10);
  const marked = data.tables.attendance.filter((a) => a.child_id === id);
  line(doc, t.attendance(marked.filter((a) => a.status === 'present').length, marked.length), 10);
  line(doc, t.assessments(data.tables.assessments.filter((a) => a.child_id === id).length), 10);
  line(doc, `${t.enrollments}:`, 10);
  const enrollments = data.tables.enrollments.filter((e) => e.child_id === id);
  if (enrollments.length === 0) line(doc, t.noEnrollments, 20);
  for (const e of enrollments) {
    const title = e.class_title ? pickText(e.class_title as LocalizedText, language) : '—';
    const state = e.active === true ? t.active : t.ended;
    const plan = plans[e.plan_type as PlanType] ?? '';
    line(doc, `${title} · ${plan} · ${state}, ${t.since} ${formatDay(str(e, 'starts_on'), language)}`, 20);
  }
  line(doc, `${t.consents}:`, 10);
  const consents = consentsInForce(data.tables.consents, String(id));
  if (consents.size === 0) line(doc, t.noConsents, 20);
  for (const [kind, granted] of consents) {
    line(doc, `${t.consentKinds[kind]}: ${granted ? t.consentGiven : t.consentRefused}`, 20);
  }
}

function drawPayments(doc: PdfDocument, data: FamilyData, t: SummaryText, language: Language) {
  heading(doc, t.payments);
  const received = data.tables.payments.filter((p) => ['paid', 'validated', 'refunded'].includes(String(p.status)));
  if (received.length === 0) line(doc, t.noPayments);
  const byCurrency = new Map<Currency, { paid: number; refunded: number; count: number }>();
  for (const p of received) {
    const currency = p.currency as Currency;
    const sum = byCurrency.get(currency) ?? { paid: 0, refunded: 0, count: 0 };
    sum.paid += num(p, 'amount');
    sum.refunded += num(p, 'refunded_amount');
    sum.count += 1;
    byCurrency.set(currency, sum);
  }
  for (const [currency, sum] of byCurrency) {
    line(doc, `${t.paidTotal(sum.count)}: ${formatMoney(sum.paid, currency, language)}`);
    if (sum.refunded > 0) line(doc, `${t.refundedTotal}: ${formatMoney(sum.refunded, currency, language)}`);
  }
  line(doc, t.orders(data.tables.orders.length));
}

function drawContents(doc: PdfDocument, data: FamilyData, t: SummaryText) {
  heading(doc, t.contents);
  doc.font('regular').fontSize(9).fillColor(GREY).text(t.contentsIntro, doc.page.margins.left, doc.y);
  doc.moveDown(0.3);
  for (const [table, rows] of Object.entries(data.tables) as [FamilyTable, ExportRow[]][]) {
    line(doc, `${t.tables[table]}: ${t.rows(rows.length)}`, 10);
  }
}

/** The summary's PDF bytes, in the language given (the account's). */
export async function renderFamilySummary(data: FamilyData, language: Language, clubName: string): Promise<Buffer> {
  const t = SUMMARY_TEXT[language];
  const [user] = data.tables.users;
  return renderPdf({ title: t.title, author: clubName, lang: language }, new Date(data.exportedAt), (doc) => {
    doc.font('bold').fontSize(18).text(t.title);
    doc.font('regular').fontSize(10).fillColor(GREY).text(clubName);
    doc.moveDown(0.5);
    doc.fillColor('#000000').fontSize(10).text(t.intro);
    heading(doc, t.account);
    line(doc, `${t.name}: ${user ? (str(user, 'full_name') ?? '—') : '—'}`);
    line(doc, `${t.email}: ${data.account.email}`);
    if (user && str(user, 'phone')) line(doc, `${t.phone}: ${str(user, 'phone')}`);
    line(doc, `${t.joined}: ${formatDay(user ? str(user, 'created_at') : null, language)}`);
    line(doc, `${t.exportedAt}: ${formatDay(data.exportedAt, language)}`);
    heading(doc, t.children);
    if (data.tables.children.length === 0) line(doc, t.noChildren);
    for (const child of data.tables.children) drawChild(doc, child, data, t, language);
    drawPayments(doc, data, t, language);
    drawContents(doc, data, t);
  });
}
