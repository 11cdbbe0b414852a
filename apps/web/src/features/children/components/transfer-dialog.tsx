import type { ClassOption, Enrollment } from '@swim/shared/api/children';
import { pickText } from '@swim/shared/localized-text';
import { ArrowRightLeft } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassFitNotice } from '../../../components/class-fit-notice';
import { LoadingRegion } from '../../../components/loading-region';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { type FitChild, useClassFitText } from '../../../hooks/use-class-fit-text';
import { useClassOptions } from '../../../hooks/use-class-options';
import { useLanguage } from '../../../hooks/use-language';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessageKey } from '../../../lib/error-message';
import { formatWeeklySessions } from '../../../lib/format-schedule';
import { splitByFit } from '../../../lib/split-by-fit';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { ActionDialog } from './action-dialog';

/** What moves the enrollment: the parent's own route, or the admin console's (a mutation either way). */
export type TransferAction = {
  mutateAsync: (input: { enrollmentId: string; toClassId: string }) => Promise<unknown>;
  isPending: boolean;
};

type TransferDialogProps = {
  /** The child moved: the classes are matched against its age and level. */
  child: FitChild;
  enrollment: Enrollment;
  activeClassIds: readonly string[];
  transfer: TransferAction;
};

/**
 * Classes the enrollment can move to (another class with a free place that offers the same plan): those that suit
 * the child first, then the others, each group by location as the server lists them.
 */
function useTransferTargets(
  options: { child: FitChild; enrollment: Enrollment; activeClassIds: readonly string[] },
  enabled: boolean,
) {
  const { child, enrollment, activeClassIds } = options;
  const classes = useClassOptions(null, { enabled, child });
  const targets = useMemo(
    () =>
      splitByFit(
        (classes.data ?? []).filter(
          (option) =>
            option.freePlaces > 0 &&
            !activeClassIds.includes(option.id) &&
            option.plans.some((plan) => plan.planType === enrollment.planType),
        ),
      ),
    [classes.data, activeClassIds, enrollment.planType],
  );
  return { classes, targets, empty: targets.fitting.length + targets.others.length === 0 };
}

export function TransferDialog({ child, enrollment, activeClassIds, transfer }: TransferDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fitText = useClassFitText();
  const [open, setOpen] = useState(false);
  const [toClassId, setToClassId] = useState('');
  const [missing, setMissing] = useState(false);
  const { classes, targets, empty } = useTransferTargets({ child, enrollment, activeClassIds }, open);
  const title = pickText(enrollment.classTitle, language);
  const name = child.name || t('classFit.yourChild');
  const chosen = targets.others.find((option) => option.id === toClassId);
  const chosenWarning = chosen ? fitText.warning(chosen, child) : null;
  /** Title, place, days and times, free places; and for a class that does not suit the child, why. */
  const label = (option: ClassOption) =>
    [
      pickText(option.title, language),
      pickText(option.location.name, language),
      formatWeeklySessions(option.sessions, language),
      t('schedule.freePlaces', { count: option.freePlaces }),
      fitText.warning(option, child),
    ]
      .filter(Boolean)
      .join(' · ');

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
  } else if (empty) {
    field = <p className="rounded-xl bg-sand-100 px-4 py-3 text-sm text-ink">{t('child.transfer.noTargets')}</p>;
  } else {
    field = (
      <div className="flex flex-col gap-3">
        <FormField label={t('child.transfer.newClass')} error={missing ? t('validation.selectClass') : undefined}>
          <NativeSelect
            value={toClassId}
            onChange={(event) => {
              setToClassId(event.target.value);
              setMissing(false);
            }}
          >
            <option value="">{t('child.transfer.chooseClass')}</option>
            {targets.fitting.length > 0 ? (
              <optgroup label={t('classFit.fittingHeading', { name })}>
                {targets.fitting.map((option) => (
                  <option key={option.id} value={option.id}>
                    {label(option)}
                  </option>
                ))}
              </optgroup>
            ) : null}
            {targets.others.length > 0 ? (
              <optgroup label={t('classFit.othersHeading', { name })}>
                {targets.others.map((option) => (
                  <option key={option.id} value={option.id}>
                    {label(option)}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </NativeSelect>
        </FormField>
        {chosenWarning ? (
          <ClassFitNotice
            title={t('classFit.confirmTitle', { name })}
            warning={chosenWarning}
            hint={t('classFit.transferHint')}
          />
        ) : null}
      </div>
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
      submitDisabled={empty}
      onSubmit={submit}
    >
      {field}
    </ActionDialog>
  );
}
