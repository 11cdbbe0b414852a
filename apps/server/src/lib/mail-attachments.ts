// What a mail carries besides its text, found when it is delivered from what its outbox row names, so the outbox keeps
// no copies of documents and a retried mail attaches the same: an invoice's or credit note's mail (kinds 'invoice',
// 'credit-note') is written with the document's id as its own, and carries the document's stored PDF.
import type { InvoiceKind } from '@swim/shared/api/invoices';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { invoices } from '../db/schema/index.js';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

/** The file name a document is offered under: faktura-0000000001.pdf, kreditno-izvestie-0000000002.pdf. */
export const documentFileName = (kind: InvoiceKind, number: string) =>
  `${kind === 'credit_note' ? 'kreditno-izvestie' : 'faktura'}-${number}.pdf`;

const DOCUMENT_KINDS = new Set(['invoice', 'credit-note']);

/** The attachments of the outbox mail `id` of `kind` (none for most mails). */
export async function mailAttachments(db: Db, mail: { id: string; kind: string }): Promise<MailAttachment[]> {
  if (!DOCUMENT_KINDS.has(mail.kind)) return [];
  const [document] = await db
    .select({ kind: invoices.kind, number: invoices.number, pdf: invoices.pdf })
    .from(invoices)
    .where(eq(invoices.id, mail.id));
  if (!document) return [];
  return [
    {
      filename: documentFileName(document.kind, document.number),
      content: document.pdf,
      contentType: 'application/pdf',
    },
  ];
}
