import type { AdminErasureRequest } from '@swim/shared/api/erasure';
import { refuseErasureSchema } from '@swim/shared/api/erasure';
import { Ban, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog';
import { ErrorState } from '../../../components/error-state';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { useLanguage } from '../../../hooks/use-language';
import { getErrorMessageKey } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format-date';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useConfirmErasure, usePendingErasureRequests, useRefuseErasure } from '../api/admin-erasure-requests';

/**
 * The users area's "Erasure requests" (issue 29): what families asked to erase, when each proceeds on its own, and
 * the admin's confirmation (erased at once) or refusal with a reason the family is shown.
 */
export function ErasureRequestsAdmin() {
  const { t } = useTranslation();
  const pending = usePendingErasureRequests();
  return (
    <Card className="mb-6 flex flex-col gap-4 p-5 sm:p-6">
      <section aria-labelledby="erasure-requests" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="erasure-requests" className="text-xl font-bold text-ocean-950">
            {t('erasure.admin.title')}
          </h2>
          <p className="text-ink-muted">{t('erasure.admin.lead')}</p>
        </div>
        {pending.isPending ? (
          <Skeleton className="h-16 rounded-xl" />
        ) : pending.isError ? (
          <ErrorState error={pending.error} onRetry={() => void pending.refetch()} />
        ) : pending.data.length === 0 ? (
          <p className="text-ink-muted">{t('erasure.admin.empty')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-sand-200" aria-label={t('erasure.admin.title')}>
            {pending.data.map((request) => (
              <RequestRow key={request.id} request={request} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

function RequestRow({ request }: { request: AdminErasureRequest }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const what = request.child
    ? t('erasure.admin.childScope', { name: request.child.name })
    : t('erasure.admin.accountScope', { count: request.childCount });
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-0.5">
        <p className="font-semibold text-ocean-950">
          {request.parent.name} <span className="font-normal text-ink-muted">({request.parent.email})</span>
        </p>
        <p className="text-ink">{what}</p>
        <p className="text-sm text-ink-muted">
          {t('erasure.admin.dates', {
            requested: formatDate(request.requestedAt, language),
            due: formatDate(request.dueAt, language),
          })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <ConfirmDialog request={request} what={what} />
        <RefuseDialog request={request} />
      </div>
    </li>
  );
}

function ConfirmDialog({ request, what }: { request: AdminErasureRequest; what: string }) {
  const { t } = useTranslation();
  const confirm = useConfirmErasure();
  const [open, setOpen] = useState(false);
  async function submit() {
    try {
      await confirm.mutateAsync(request.id);
      setOpen(false);
      showSuccessToast(t('erasure.admin.confirmed'));
    } catch (error) {
      showDestructiveToast(t('erasure.admin.confirmFailed'), t(getErrorMessageKey(error)));
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
          <ShieldCheck aria-hidden="true" />
          {t('erasure.admin.confirm')}
        </Button>
      }
      title={t('erasure.admin.confirmTitle', { name: request.parent.name })}
      description={`${what}. ${t('erasure.admin.confirmLead')}`}
      submitLabel={t('erasure.admin.confirmSubmit')}
      submitIcon={<Trash2 aria-hidden="true" />}
      submitVariant="danger"
      busy={confirm.isPending}
      cancelLabel={t('erasure.keep')}
      onSubmit={() => void submit()}
    />
  );
}

function RefuseDialog({ request }: { request: AdminErasureRequest }) {
  const { t } = useTranslation();
  const refuse = useRefuseErasure();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  function changeOpen(next: boolean) {
    setOpen(next);
    setReason('');
    setInvalid(false);
  }
  async function submit() {
    const parsed = refuseErasureSchema.safeParse({ reason });
    if (!parsed.success) return setInvalid(true);
    try {
      await refuse.mutateAsync({ requestId: request.id, reason: parsed.data.reason });
      changeOpen(false);
      showSuccessToast(t('erasure.admin.refused'));
    } catch (error) {
      showDestructiveToast(t('erasure.admin.refuseFailed'), t(getErrorMessageKey(error)));
    }
  }
  return (
    <ActionDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button variant="outline" size="sm">
          <Ban aria-hidden="true" />
          {t('erasure.admin.refuse')}
        </Button>
      }
      title={t('erasure.admin.refuseTitle', { name: request.parent.name })}
      description={t('erasure.admin.refuseLead')}
      submitLabel={t('erasure.admin.refuseSubmit')}
      submitIcon={<Ban aria-hidden="true" />}
      busy={refuse.isPending}
      cancelLabel={t('erasure.keep')}
      onSubmit={() => void submit()}
    >
      <FormField label={t('erasure.admin.reason')} error={invalid ? t('erasure.admin.reasonRequired') : undefined}>
        <Textarea
          value={reason}
          maxLength={1000}
          onChange={(event) => {
            setReason(event.target.value);
            setInvalid(false);
          }}
        />
      </FormField>
    </ActionDialog>
  );
}
