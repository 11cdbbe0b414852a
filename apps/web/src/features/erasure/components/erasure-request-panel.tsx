import type { ErasureRequest } from '@swim/shared/api/erasure';
import { Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog';
import { ErrorState } from '../../../components/error-state';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { getErrorMessageKey } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format-date';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useCancelErasure } from '../api/cancel-erasure';
import { useErasureRequests } from '../api/get-erasure-requests';
import { useRequestErasure } from '../api/request-erasure';

type Scope = { scope: 'account'; childId: null } | { scope: 'child'; childId: string };

/** The newest request for this account or child: pending, or the last one an admin refused. */
function latestFor(requests: ErasureRequest[], { scope, childId }: Scope) {
  return requests.find((r) => r.scope === scope && (scope === 'account' || r.childId === childId));
}

/**
 * Asking to erase the account or one child: the dialog says what goes and what the law keeps, a pending request shows
 * when it proceeds on its own and can be withdrawn, a refusal shows the club's reason.
 */
export function ErasureRequestPanel(props: Scope) {
  const { t } = useTranslation();
  const language = useLanguage();
  const requests = useErasureRequests();
  const cancel = useCancelErasure();
  if (requests.isPending) return <Skeleton className="h-16 rounded-xl" />;
  if (requests.isError) return <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />;
  const latest = latestFor(requests.data, props);
  const key = props.scope === 'account' ? 'erasure.account' : 'erasure.child';

  async function withdraw(id: string) {
    try {
      await cancel.mutateAsync(id);
      showSuccessToast(t('erasure.withdrawn'));
    } catch (error) {
      showDestructiveToast(t('erasure.withdrawFailed'), t(getErrorMessageKey(error)));
    }
  }

  if (latest?.state === 'pending') {
    return (
      <div role="status" className="flex flex-col items-start gap-3 rounded-xl bg-amber-50 px-4 py-3">
        <p className="text-ink">{t(`${key}.pending`, { date: formatDate(latest.dueAt, language) })}</p>
        <Button variant="outline" size="sm" disabled={cancel.isPending} onClick={() => void withdraw(latest.id)}>
          <Undo2 aria-hidden="true" />
          {t('erasure.withdraw')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-3">
      {latest?.state === 'refused' ? (
        <p role="status" className="rounded-xl bg-lagoon-50 px-4 py-3 text-ink">
          {t('erasure.refused', {
            date: formatDate(latest.closedAt ?? latest.requestedAt, language),
            reason: latest.refusalReason ?? '',
          })}
        </p>
      ) : null}
      <AskDialog {...props} />
    </div>
  );
}

function AskDialog(props: Scope) {
  const { t } = useTranslation();
  const ask = useRequestErasure(props.childId);
  const [open, setOpen] = useState(false);
  const key = props.scope === 'account' ? 'erasure.account' : 'erasure.child';

  async function submit() {
    try {
      await ask.mutateAsync();
      setOpen(false);
      showSuccessToast(t('erasure.requested'));
    } catch (error) {
      showDestructiveToast(t('erasure.requestFailed'), t(getErrorMessageKey(error)));
    }
  }

  return (
    <ActionDialog
      open={open}
      onOpenChange={setOpen}
      alert
      focusDialog
      trigger={
        <Button variant="danger" size="sm">
          <Trash2 aria-hidden="true" />
          {t(`${key}.action`)}
        </Button>
      }
      title={t(`${key}.dialogTitle`)}
      description={t(`${key}.dialogLead`)}
      submitLabel={t(`${key}.confirm`)}
      submitIcon={<Trash2 aria-hidden="true" />}
      submitVariant="danger"
      busy={ask.isPending}
      cancelLabel={t('erasure.keep')}
      onSubmit={() => void submit()}
    >
      <div className="flex flex-col gap-3 text-sm">
        <div>
          <h3 className="font-semibold text-ocean-950">{t('erasure.goesTitle')}</h3>
          <p className="text-ink-muted">{t(`${key}.goes`)}</p>
        </div>
        <div>
          <h3 className="font-semibold text-ocean-950">{t('erasure.staysTitle')}</h3>
          <p className="text-ink-muted">{t('erasure.stays')}</p>
        </div>
      </div>
    </ActionDialog>
  );
}
