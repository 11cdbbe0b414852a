// A parent (for a paid or validated payment) or a buyer (for a completed order) asks for an invoice, made out to
// themselves or to a company; an admin may ask for them. Checked, numbered, rendered and stored in one transaction, then
// mailed to the family (issue 24, ADR 0035). A refusal changes nothing: no number is taken.
import type { InvoiceRecipient, InvoiceSummary, requestInvoiceSchema } from '@swim/shared/api/invoices';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { invoices, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { type Actor, type OrderViewer, findOrderFor, findPaymentFor } from '../access/access-policy.js';
import type { InvoiceDeps } from './invoice-deps.js';
import { readClubLegal } from './club-legal.service.js';
import { inIssueQueue } from './issue-queue.js';
import { invoiceableAmount } from './invoiceable-amount.js';
import { insertInvoice, invoiceExists, mapDuplicateInvoice, toInvoiceSummary } from './insert-invoice.js';
import { orderLines, paymentLines } from './invoice-lines.js';
import { sendInvoiceMail } from './invoice-mail.js';

type RecipientInput = z.output<typeof requestInvoiceSchema>['recipient'];

export const invoiceNotAllowed = (message: string) => new AppError('INVOICE_NOT_ALLOWED', message);
const legalMissing = () =>
  new AppError('CLUB_LEGAL_DETAILS_MISSING', 'The club has not entered its legal details; no invoice can be issued');

function toRecipient(input: RecipientInput): InvoiceRecipient {
  if (input.type === 'person') return { type: 'person', name: input.name, address: input.address ?? null };
  return {
    type: 'company',
    name: input.name,
    eik: input.eik,
    vatNumber: input.vatNumber ?? null,
    address: input.address,
    mol: input.mol,
  };
}

async function assertNoInvoice(tx: Tx, column: typeof invoices.paymentId | typeof invoices.orderId, id: string) {
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(column, id), eq(invoices.kind, 'invoice')))
    .limit(1);
  if (existing) throw invoiceExists();
}

/**
 * Issues the invoice of a paid or validated payment (what is left of it after the refunds completed so far; one still
 * with the card provider is corrected by its credit note once completed) and mails it.
 */
export async function requestPaymentInvoice(
  deps: InvoiceDeps,
  input: { actor: Actor; paymentId: string; recipient: RecipientInput },
): Promise<InvoiceSummary> {
  const row = await inIssueQueue(deps.db, () =>
    mapDuplicateInvoice(
      deps.db.transaction(async (tx) => {
        const payment = await findPaymentFor(tx, input.actor, input.paymentId, { action: 'invoice', lock: true });
        const amount = await invoiceableAmount(tx, payment);
        if (amount <= 0) {
          throw invoiceNotAllowed('Only a paid or validated payment can be invoiced');
        }
        await assertNoInvoice(tx, invoices.paymentId, payment.id);
        const issuer = await readClubLegal(tx);
        if (!issuer) throw legalMissing();
        const [parent] = await tx.select({ email: users.email }).from(users).where(eq(users.id, payment.parentId));
        const paidAt = payment.status === 'validated' ? (payment.validatedAt ?? payment.paidAt) : payment.paidAt;
        return insertInvoice(tx, {
          kind: 'invoice',
          paymentId: payment.id,
          orderId: null,
          corrects: null,
          refundId: null,
          requestedBy: input.actor.id,
          issuer,
          recipient: toRecipient(input.recipient),
          lines: await paymentLines(tx, payment, amount),
          currency: payment.currency,
          vatRegistered: issuer.vatRegistered,
          taxEventAt: paidAt ?? payment.validatedAt ?? payment.createdAt,
          email: parent?.email ?? null,
          now: deps.now(),
        });
      }),
    ),
  );
  await sendInvoiceMail(deps, row.id);
  return toInvoiceSummary(row, null);
}

/** Issues the invoice of a completed order and mails it to the buyer. */
export async function requestOrderInvoice(
  deps: InvoiceDeps,
  input: { viewer: OrderViewer; orderId: string; recipient: RecipientInput },
): Promise<InvoiceSummary> {
  const row = await inIssueQueue(deps.db, () =>
    mapDuplicateInvoice(
      deps.db.transaction(async (tx) => {
        const order = await findOrderFor(tx, input.viewer, input.orderId, { lock: true });
        if (order.status !== 'completed') throw invoiceNotAllowed('Only a completed order can be invoiced');
        await assertNoInvoice(tx, invoices.orderId, order.id);
        const issuer = await readClubLegal(tx);
        if (!issuer) throw legalMissing();
        return insertInvoice(tx, {
          kind: 'invoice',
          paymentId: null,
          orderId: order.id,
          corrects: null,
          refundId: null,
          requestedBy: input.viewer.id,
          issuer,
          recipient: toRecipient(input.recipient),
          lines: await orderLines(tx, order.id),
          currency: order.currency,
          vatRegistered: issuer.vatRegistered,
          taxEventAt: order.paidAt ?? order.createdAt,
          email: order.email,
          now: deps.now(),
        });
      }),
    ),
  );
  await sendInvoiceMail(deps, row.id);
  return toInvoiceSummary(row, null);
}
