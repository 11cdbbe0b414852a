// The mail that brings an invoice or credit note to the family, in their language: the document's PDF is attached
// when the mail is delivered (lib/mail-attachments.ts: the outbox row carries the document's id); to a recipient with an
// account the mail links the download route too (a guest buyer has none to sign in to).
import type { InvoiceKind } from '@swim/shared/api/invoices';
import type { Language } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized';
import { formatPrice } from '@swim/shared/dual-money';
import { and, eq, sql } from 'drizzle-orm';
import { invoices, orders, payments, users } from '../../db/schema/index.js';
import { recipientLanguage } from '../auth/recipient-language.js';
import { readClubSettings } from '../settings/settings.service.js';
import type { InvoiceDeps } from './invoice-deps.js';
import { invoicePdfPath } from './insert-invoice.js';
import { formatDocumentDate } from './invoice-pdf.js';

const TEXT = {
  bg: {
    subject: { invoice: 'Фактура', credit_note: 'Кредитно известие' },
    hello: 'Здравейте!',
    body: (doc: string, date: string, total: string) => `Изпращаме ви ${doc} от ${date} на стойност ${total}.`,
    corrects: (number: string) => `То коригира фактура № ${number}.`,
    attached: 'Документът е приложен към писмото като PDF.',
    account: 'Или го изтеглете от профила си:',
    doc: { invoice: 'фактура №', credit_note: 'кредитно известие №' },
  },
  en: {
    subject: { invoice: 'Invoice', credit_note: 'Credit note' },
    hello: 'Hello,',
    body: (doc: string, date: string, total: string) => `Please find ${doc} of ${date} for ${total}.`,
    corrects: (number: string) => `It corrects invoice No. ${number}.`,
    attached: 'The document is attached to this mail as a PDF.',
    account: 'Or download it from your account:',
    doc: { invoice: 'invoice No.', credit_note: 'credit note No.' },
  },
  ru: {
    subject: { invoice: 'Счёт-фактура', credit_note: 'Кредитное уведомление' },
    hello: 'Здравствуйте!',
    body: (doc: string, date: string, total: string) => `Направляем вам ${doc} от ${date} на сумму ${total}.`,
    corrects: (number: string) => `Оно исправляет счёт-фактуру № ${number}.`,
    attached: 'Документ приложен к письму в формате PDF.',
    account: 'Или скачайте его в своём профиле:',
    doc: { invoice: 'счёт-фактуру №', credit_note: 'кредитное уведомление №' },
  },
} as const;

/** The mail's kind in the outbox (mail-attachments.ts attaches the document of the row's id for these). */
export const INVOICE_MAIL_KIND: Record<InvoiceKind, string> = { invoice: 'invoice', credit_note: 'credit-note' };

/** Who gets the family's copy, in which language: the payment's parent, or the order's buyer as they ordered. */
async function readAddressee(deps: InvoiceDeps, row: typeof invoices.$inferSelect) {
  if (row.paymentId) {
    const [parent] = await deps.db
      .select({ email: users.email, name: users.name, preferredLanguage: users.preferredLanguage })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.parentId))
      .where(eq(payments.id, row.paymentId));
    return parent ? { email: row.email ?? parent.email, language: recipientLanguage(parent), account: true } : null;
  }
  if (!row.orderId) return null;
  const [order] = await deps.db
    .select({ email: orders.email, language: orders.language, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, row.orderId));
  if (!order) return null;
  // A guest buyer sees the order in an account only once one with the order's email is verified (orderScope).
  const [guestAccount] = order.userId
    ? []
    : await deps.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, order.email.toLowerCase()), eq(users.emailVerified, true)));
  const account = order.userId !== null || guestAccount !== undefined;
  return { email: row.email ?? order.email, language: order.language, account };
}

/** Queues the document's mail; a failure is logged, never undoes the issued document. */
export async function sendInvoiceMail(deps: InvoiceDeps, invoiceId: string): Promise<void> {
  try {
    const [row] = await deps.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    if (!row) return;
    const addressee = await readAddressee(deps, row);
    if (!addressee) return;
    const [corrected] = row.correctsId
      ? await deps.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, row.correctsId))
      : [];
    const language: Language = addressee.language;
    const t = TEXT[language];
    const club = await readClubSettings(deps.db);
    const clubName = pickText(club.name, language);
    // The family reads it: with the club's dual display on, in both currencies alike (the PDF keeps its own form).
    const total = formatPrice(row.total, row.currency, language, club.dualDisplay);
    const lines = [
      t.hello,
      '',
      t.body(`${t.doc[row.kind]} ${row.number}`, formatDocumentDate(row.issueDate), total),
      corrected ? t.corrects(corrected.number) : null,
      '',
      t.attached,
      addressee.account ? t.account : null,
      addressee.account ? `${deps.publicUrl}${invoicePdfPath(row.id)}` : null,
      '',
      clubName,
    ];
    await deps.mailer.send({
      id: row.id,
      to: addressee.email,
      kind: INVOICE_MAIL_KIND[row.kind],
      subject: `${t.subject[row.kind]} № ${row.number} – ${clubName}`,
      text: lines.filter((line): line is string => line !== null).join('\n'),
    });
  } catch (err) {
    deps.log.warn({ err, invoiceId }, 'invoice mail not sent');
  }
}
