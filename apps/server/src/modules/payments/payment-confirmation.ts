// A payment confirmation as a PDF in the parent's language (issue 24 item 7): the club, the child, the plan and
// class, the period, the amount, the method, when it was paid or confirmed, and the payment's number and id. Rendered
// on request from the ledger (nothing stored): the same facts always give the same content. Not a fiscal receipt.
import type { Payment } from '@swim/shared/api/payments';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import type { Language, PlanType } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized';
import { formatPrice } from '@swim/shared/dual-money';
import { formatMonth } from '@swim/shared/month-names';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enrollments, type payments, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { type PdfDocument, renderPdf } from '../../lib/pdf.js';
import { readClubSettings } from '../settings/settings.service.js';
import { CONFIRMATION_TEXT, type ConfirmationText } from './confirmation-text.js';
import { getPaymentView } from './payment-view.js';

type PaymentRow = typeof payments.$inferSelect;

/** The money was received: paid by card, confirmed by staff, or paid and given back since (the refund is shown). */
const CONFIRMED = new Set<PaymentRow['status']>(['paid', 'validated', 'refunded']);

const DATE_LOCALE: Record<Language, string> = { bg: 'bg-BG', en: 'en-GB', ru: 'ru-RU' };

export const notConfirmed = () =>
  new AppError('PAYMENT_NOT_CONFIRMED', 'Only a paid or validated payment has a confirmation');

/**
 * The address that downloads a payment's confirmation in a language (the receipt mail links it). It names the payment
 * by its number, which the mail shows anyway: a person reads no id.
 */
export function confirmationPath(paymentNumber: string, language: Language): string {
  return `/api/payments/${paymentNumber}/confirmation.pdf?lang=${language}`;
}

function formatDay(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(DATE_LOCALE[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: CLUB_TIME_ZONE,
  }).format(at);
}

/** What the payment pays for: its enrollment's plan, or a subscription month or kindergarten bill. */
function planLabel(payment: Payment, plan: PlanType | null, t: ConfirmationText): string | null {
  if (payment.kind !== 'plan') return t.kinds[payment.kind];
  return plan ? t.plans[plan] : null;
}

type Fact = [label: string, value: string | null];

function facts(payment: Payment, plan: PlanType | null, language: Language, dualDisplay: boolean): Fact[] {
  const t = CONFIRMATION_TEXT[language];
  // The parent reads it: with the club's dual display on, in both currencies alike.
  const money = (amount: number) => formatPrice(amount, payment.currency, language, dualDisplay);
  const validated = payment.status === 'validated';
  const settledAt = validated ? (payment.validatedAt ?? payment.paidAt) : (payment.paidAt ?? payment.validatedAt);
  return [
    [t.payer, payment.parentName],
    [t.child, payment.childName],
    [t.class, payment.classTitle ? pickText(payment.classTitle, language) : null],
    [t.plan, planLabel(payment, plan, t)],
    [t.period, payment.billingPeriod ? formatMonth(payment.billingPeriod, language) : null],
    [t.amount, money(payment.amount)],
    [t.refunded, payment.refundedAmount > 0 ? money(payment.refundedAmount) : null],
    [t.method, payment.method ? t.methods[payment.method] : null],
    [validated ? t.validatedOn : t.paidOn, settledAt ? formatDay(new Date(settledAt), language) : null],
    [t.number, payment.number],
    [t.id, payment.id],
  ];
}

function drawFacts(doc: PdfDocument, rows: Fact[]): void {
  const labelX = doc.page.margins.left;
  const valueX = labelX + 170;
  const valueWidth = doc.page.width - doc.page.margins.right - valueX;
  for (const [label, value] of rows) {
    if (value === null) continue;
    const y = doc.y;
    // One point lower, so the smaller label sits on the value's baseline.
    doc
      .font('regular')
      .fontSize(10)
      .fillColor('#555555')
      .text(label, labelX, y + 1, { width: 160 });
    const labelBottom = doc.y;
    doc.font('bold').fontSize(11).fillColor('#000000').text(value, valueX, y, { width: valueWidth });
    doc.y = Math.max(doc.y, labelBottom) + 6;
  }
}

/** The confirmation's PDF and file name; PAYMENT_NOT_CONFIRMED for a pending or failed payment (no money received). */
export async function renderPaymentConfirmation(
  db: Db,
  row: PaymentRow,
  requested?: Language,
): Promise<{ bytes: Buffer; filename: string }> {
  if (!CONFIRMED.has(row.status)) throw notConfirmed();
  const [payment, club, [parent], [enrollment]] = await Promise.all([
    getPaymentView(db, row.id),
    readClubSettings(db),
    db.select({ language: users.preferredLanguage }).from(users).where(eq(users.id, row.parentId)),
    row.enrollmentId
      ? db.select({ plan: enrollments.planType }).from(enrollments).where(eq(enrollments.id, row.enrollmentId))
      : Promise.resolve([]),
  ]);
  const language = requested ?? parent?.language ?? 'bg';
  const t = CONFIRMATION_TEXT[language];
  const clubName = pickText(club.name, language);
  const bytes = await renderPdf(
    { title: `${t.title} ${payment.number}`, author: clubName, subject: t.notFiscal, lang: language },
    row.paidAt ?? row.validatedAt ?? row.createdAt,
    (doc) => {
      const left = doc.page.margins.left;
      const width = doc.page.width - left - doc.page.margins.right;
      doc.font('bold').fontSize(18).text(t.title, { width });
      doc.moveDown(0.3);
      doc.font('bold').fontSize(12).text(clubName, { width });
      doc.font('regular').fontSize(10).text(pickText(club.address, language), { width });
      doc.moveDown(1);
      doc
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .strokeColor('#999999')
        .stroke();
      doc.moveDown(1);
      drawFacts(doc, facts(payment, enrollment?.plan ?? null, language, club.dualDisplay));
      doc.moveDown(1.5);
      doc.font('bold').fontSize(10).fillColor('#000000').text(t.notFiscal, left, doc.y, { width });
    },
  );
  return { bytes, filename: `${payment.number}.pdf` };
}
