import {
  type AdminInvoiceList,
  type AdminInvoiceListQuery,
  adminInvoiceListSchema,
} from '@swim/shared/api/admin-invoices';
import type { Language } from '@swim/shared/enums';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_BASE, apiGet, toQueryString } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

export function getInvoices(query: AdminInvoiceListQuery, signal?: AbortSignal): Promise<AdminInvoiceList> {
  const params = toQueryString({ from: query.from, to: query.to, page: query.page, pageSize: query.pageSize });
  return apiGet(`/admin/invoices${params}`, adminInvoiceListSchema, signal);
}

/** One page of the period's invoices and credit notes; the previous page stays on screen while the next one loads. */
export function useInvoices(query: AdminInvoiceListQuery) {
  return useQuery({
    queryKey: billingKeys.invoiceList(query),
    queryFn: ({ signal }) => getInvoices(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The accountant's CSV of the same period, headings in the reader's language (the browser downloads it). */
export function invoicesCsvUrl(period: { from?: string; to?: string }, language: Language): string {
  return `${API_BASE}/admin/invoices.csv${toQueryString({ from: period.from, to: period.to, lang: language })}`;
}
