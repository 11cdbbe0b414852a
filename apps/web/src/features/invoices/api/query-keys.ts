import type { DocumentSource } from '../lib/document-source';

/** Cache keys of a payment's or order's invoices; invalidation goes through these. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  document: ({ kind, id }: DocumentSource) => ['invoices', kind, id] as const,
};
