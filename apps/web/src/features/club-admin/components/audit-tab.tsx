import { AUDIT_ACTIONS } from '@swim/shared/api/admin-audit';
import { isCalendarDate } from '@swim/shared/api/iso-date';
import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListFrame } from '../../../components/list-frame';
import { ListToolbar } from '../../../components/list-toolbar';
import { DateField } from '../../../components/ui/date-field';
import { FormField } from '../../../components/ui/form-field';
import { useListParams } from '../../../hooks/use-list-params';
import { useAuditLog } from '../api/get-audit-log';
import { actionKey } from '../lib/audit-format';
import { AuditEntryRow } from './audit-entry-row';

export const AUDIT_PAGE_SIZE = 25;

const validDate = (value: string | undefined) => (value && isCalendarDate(value) ? value : undefined);

/** Who changed what and when: filter by actor, action and club days; newest first. */
export function AuditTab() {
  const { t } = useTranslation();
  const list = useListParams();
  const from = validDate(list.get('from'));
  const to = validDate(list.get('to'));
  const rangeInvalid = Boolean(from && to && from > to);
  const query = {
    actor: list.get('q'),
    action: list.get('action'),
    from,
    to: rangeInvalid ? undefined : to,
    page: list.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
  const entries = useAuditLog(query);
  // The list follows a whole date (or none); what is typed until then leaves the filter as it is.
  const filterDate = (key: 'from' | 'to', value: string) => {
    if (value === '' || isCalendarDate(value)) list.update({ [key]: value || undefined });
  };
  const actions = AUDIT_ACTIONS.map((action) => ({ value: action, label: t(actionKey(action)) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );

  return (
    <div className="flex flex-col gap-6">
      <ListToolbar
        searchLabel={t('clubAdmin.audit.actor')}
        searchPlaceholder={t('clubAdmin.audit.actorPlaceholder')}
        search={list.search}
        onSearch={list.setSearch}
        filters={[
          {
            key: 'action',
            label: t('clubAdmin.audit.action'),
            value: query.action ?? '',
            options: [{ value: '', label: t('clubAdmin.audit.allActions') }, ...actions],
          },
        ]}
        onFilter={(key, value) => list.update({ [key]: value || undefined })}
      />
      <div className="grid gap-4 sm:grid-cols-2 md:max-w-xl">
        <FormField label={t('clubAdmin.audit.from')}>
          <DateField value={from ?? ''} onChange={(value) => filterDate('from', value)} />
        </FormField>
        <FormField
          label={t('clubAdmin.audit.to')}
          error={rangeInvalid ? t('clubAdmin.validation.dateRangeInvalid') : undefined}
        >
          <DateField value={to ?? ''} onChange={(value) => filterDate('to', value)} />
        </FormField>
      </div>
      <ListFrame
        query={entries}
        label={t('clubAdmin.audit.listLabel')}
        totalText={(count) => t('clubAdmin.audit.total', { count })}
        empty={{ icon: ScrollText, title: t('clubAdmin.audit.empty'), hint: t('clubAdmin.audit.emptyHint') }}
        hrefFor={list.hrefFor}
        renderItem={(entry) => <AuditEntryRow key={entry.id} entry={entry} />}
      />
    </div>
  );
}
