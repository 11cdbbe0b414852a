import { type DocumentInvoices, documentInvoicesSchema } from '@swim/shared/api/invoices';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { type DocumentSource, sourcePath } from '../lib/document-source';
import { invoiceKeys } from './query-keys';

export function getDocumentInvoices(source: DocumentSource, signal?: AbortSignal): Promise<DocumentInvoices> {
  return apiGet(`${sourcePath(source)}/invoices`, documentInvoicesSchema, signal);
}

/** A payment's or order's invoice and credit notes; asked only once `enabled` (the dialog is open), not per row. */
export function useDocumentInvoices(source: DocumentSource, enabled: boolean) {
  return useQuery({
    queryKey: invoiceKeys.document(source),
    queryFn: ({ signal }) => getDocumentInvoices(source, signal),
    enabled,
  });
}
