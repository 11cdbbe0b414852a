import { type ClassPayments, classPaymentsSchema } from '@swim/shared/api/instructor';
import { useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { instructorKeys } from './query-keys';

type PaymentsQuery = { classId: string; month: string };

/** Each enrolled child's payment status for a month ('YYYY-MM'). */
export function getClassPayments({ classId, month }: PaymentsQuery, signal?: AbortSignal): Promise<ClassPayments> {
  const path = `/instructor/classes/${encodeURIComponent(classId)}/payments${toQueryString({ month })}`;
  return apiGet(path, classPaymentsSchema, signal);
}

export function useClassPayments(query: PaymentsQuery) {
  return useQuery({
    queryKey: instructorKeys.payments(query.classId, query.month),
    queryFn: ({ signal }) => getClassPayments(query, signal),
  });
}
