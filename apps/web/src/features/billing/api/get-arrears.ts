import { type ArrearsList, arrearsListSchema } from '@swim/shared/api/arrears';
import type { Language } from '@swim/shared/enums';
import { useQuery } from '@tanstack/react-query';
import { API_BASE, apiGet, toQueryString } from '../../../lib/api-client';
import { arrearsKeys } from '../../../lib/arrears-query-keys';

export function getArrears(signal?: AbortSignal): Promise<ArrearsList> {
  return apiGet('/admin/arrears', arrearsListSchema, signal);
}

/** Every family with an overdue balance, the longest overdue first, with the club-wide total. */
export function useArrears() {
  return useQuery({ queryKey: arrearsKeys.list, queryFn: ({ signal }) => getArrears(signal) });
}

/** The list as CSV, one row per overdue month, headings and months in the reader's language. */
export function arrearsCsvUrl(language: Language): string {
  return `${API_BASE}/admin/arrears.csv${toQueryString({ lang: language })}`;
}
