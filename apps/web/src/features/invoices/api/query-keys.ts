import { invoiceQueryKeys } from '../../../lib/invoice-query-keys';
import type { DocumentSource } from '../lib/document-source';

/** Cache keys of a payment's or order's invoices; invalidation goes through these. */
export const invoiceKeys = {
  all: invoiceQueryKeys.documents,
  document: ({ kind, id }: DocumentSource) => invoiceQueryKeys.document(kind, id),
};
