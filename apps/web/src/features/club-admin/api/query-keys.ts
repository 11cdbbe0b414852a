import type { AuditListQuery } from '@swim/shared/api/admin-audit';
import type { InboxListQuery } from '@swim/shared/api/admin-inbox';

export const clubAdminKeys = {
  settings: ['admin', 'settings'] as const,
  legal: ['admin', 'club-legal'] as const,
  changeover: ['admin', 'currency-changeover'] as const,
  inbox: ['admin', 'inbox'] as const,
  inboxLists: ['admin', 'inbox', 'list'] as const,
  inboxList: (query: InboxListQuery) => ['admin', 'inbox', 'list', query] as const,
  inboxSummary: ['admin', 'inbox', 'summary'] as const,
  inboxMessage: (id: string) => ['admin', 'inbox', 'message', id] as const,
  audit: ['admin', 'audit'] as const,
  auditList: (query: AuditListQuery) => ['admin', 'audit', query] as const,
};
