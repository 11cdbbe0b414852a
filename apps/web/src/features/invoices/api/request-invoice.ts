import { type InvoiceSummary, type RequestInvoiceInput, invoiceSummarySchema } from '@swim/shared/api/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invoiceQueryKeys } from '../../../lib/invoice-query-keys';
import { type DocumentSource, sourcePath } from '../lib/document-source';
import { invoiceKeys } from './query-keys';

export function requestInvoice(source: DocumentSource, input: RequestInvoiceInput): Promise<InvoiceSummary> {
  return apiPost(`${sourcePath(source)}/invoice`, input, invoiceSummarySchema);
}

/**
 * Asks for the source's invoice; its download link shows at once, then the source's invoices are read again, and
 * billing's list of invoices shows the new one.
 */
export function useRequestInvoice(source: DocumentSource) {
  const queryClient = useQueryClient();
  const key = invoiceKeys.document(source);
  return useMutation({
    mutationFn: (input: RequestInvoiceInput) => requestInvoice(source, input),
    onSuccess: (invoice) => queryClient.setQueryData(key, { invoice, creditNotes: [], canRequest: false }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: invoiceQueryKeys.billingList }),
      ]),
  });
}
