import type { ClassOption, Enrollment } from '@swim/shared/api/children';
import { pickText } from '@swim/shared/localized-text';
import { ArrowRightLeft } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRegion } from '../../../components/loading-region';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { useClassOptions } from '../../../hooks/use-class-options';
import { useLanguage } from '../../../hooks/use-language';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessageKey } from '../../../lib/error-message';
import { formatWeeklySessions } from '../../../lib/format-schedule';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { ActionDialog } from './action-dialog';

/** What moves the enrollment: the parent's own route, or the admin console's (a mutation either way). */
export type TransferAction = {
  mutateAsync: (input: { enrollmentId: string; toClassId: string }) => Promise<unknown>;
  isPending: boolean;
};

type TransferDialogProps = {
  enrollment: Enrollment;
  activeClassIds: readonly string[];
  transfer: TransferAction;
};

/** Classes the enrollment can move to: another class with a free place that offers the same plan. */
function useTransferTargets(enrollment: Enrollment, activeClassIds: readonly string[], enabled: boolean) {
  const classes = useClassOptions(null, { enabled });
  const groups = useMemo(() => {
    const byLocation = new Map<string, { name: ClassOption['location']['name']; options: ClassOption[] }>();
    for (const option of classes.data ?? []) {
      const eligible =
        option.freePlaces > 0 &&
        !activeClassIds.includes(option.id) &&
        option.plans.some((plan) => plan.planType === enrollment.planType);
      if (!eligible) continue;
      const group = byLocation.get(option.location.id) ?? { name: option.location.name, options: [] };
      group.options.push(option);
      byLocation.set(option.location.id, group);
    }
    return [...byLocation.entries()];
  }, [classes.data, activeClassIds, enrollment.planType]);
  return { classes, groups };
}

export function TransferDialog({ enrollment, activeClassIds, transfer }: TransferDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [toClassId, setToClassId] = useState('');
  const [missing, setMissing] = useState(false);
  const { classes, groups } = useTransferTargets(enrollment, activeClassIds, open);
  const title = pickText(enrollment.classTitle, language);

  function changeOpen(next: boolean) {
    setOpen(next);
    setToClassId('');
    setMissing(false);
  }

  async function submit() {
    if (!toClassId) return setMissing(true);
    try {
      await transfer.mutateAsync({ enrollmentId: enrollment.id, toClassId });
      showSuccessToast(t('child.transfer.successTitle'), t('child.transfer.successDescription'));
      setOpen(false);
    } catch (error) {
      const code = isApiError(error) ? error.code : null;
      const description =
        code === 'CLASS_FULL'
          ? t('child.transfer.fullDescription')
          : code === 'PLAN_NOT_OFFERED'
            ? t('child.transfer.planNotOffered')
            : t(getErrorMessageKey(error));
      showDestructiveToast(t('child.transfer.failed'), description);
    }
  }

  let field: ReactNode;
  if (classes.isPending) {
    field = (
      <LoadingRegion>
        <Skeleton className="h-16" />
      </LoadingRegion>
    );
  } else if (classes.isError) {
    field = (
      <p role="alert" className="text-sm font-medium text-red-700">
        {t('states.loadFailed')}
      </p>
    );
  } else if (groups.length === 0) {
    field = <p className="rounded-xl bg-sand-100 px-4 py-3 text-sm text-ink">{t('child.transfer.noTargets')}</p>;
  } else {
    field = (
      <FormField label={t('child.transfer.newClass')} error={missing ? t('validation.selectClass') : undefined}>
        <NativeSelect
          value={toClassId}
          onChange={(event) => {
            setToClassId(event.target.value);
            setMissing(false);
          }}
        >
          <option value="">{t('child.transfer.chooseClass')}</option>
          {groups.map(([locationId, group]) => (
            <optgroup key={locationId} label={pickText(group.name, language)}>
              {group.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {pickText(option.title, language)} · {formatWeeklySessions(option.sessions, language)} ·{' '}
                  {t('schedule.freePlaces', { count: option.freePlaces })}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
      </FormField>
    );
  }

  return (
    <ActionDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button variant="outline" size="sm">
          <ArrowRightLeft aria-hidden="true" />
          {t('child.transfer.action')}
        </Button>
      }
      title={t('child.transfer.title')}
      description={t('child.transfer.description', { title })}
      submitLabel={t('child.transfer.confirm')}
      busy={transfer.isPending}
      submitDisabled={groups.length === 0}
      onSubmit={submit}
    >
      {field}
    </ActionDialog>
  );
}
