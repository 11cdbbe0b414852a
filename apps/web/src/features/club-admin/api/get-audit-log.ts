import { type AuditList, type AuditListQuery, auditListSchema } from '@swim/shared/api/admin-audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { clubAdminKeys } from './query-keys';

export function getAuditLog(query: AuditListQuery, signal?: AbortSignal): Promise<AuditList> {
  return apiGet(`/admin/audit${toQueryString({ ...query })}`, auditListSchema, signal);
}

/** One page of the audit log, newest first. */
export function useAuditLog(query: AuditListQuery) {
  return useQuery({
    queryKey: clubAdminKeys.auditList(query),
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });
}
