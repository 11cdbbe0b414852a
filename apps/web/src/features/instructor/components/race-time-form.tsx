import { zodResolver } from '@hookform/resolvers/zod';
import { RACE_DISTANCES, type RaceTimeInput, raceTimeInputSchema } from '@swim/shared/api/instructor';
import { STROKES } from '@swim/shared/enums';
import { LoaderCircle, Timer } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { useErrorText } from '../../../hooks/use-error-text';
import { useValidationText } from '../../../hooks/use-validation-text';
import { applyFieldIssues } from '../../../lib/form-errors';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useRecordRaceTime } from '../api/record-race-time';
import { getClubToday } from '../lib/club-dates';

type FormValues = z.input<typeof raceTimeInputSchema>;
const FIELDS = ['distance', 'stroke', 'time', 'date', 'event'] as const;

/** A race time: distance, stroke, 'm:ss.hh' (checked with the shared parser), date and event. */
export function RaceTimeForm({ childId }: { childId: string }) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const errorText = useErrorText();
  const record = useRecordRaceTime();
  const today = getClubToday();
  const empty = (): FormValues => ({ distance: 50, stroke: 'freestyle', time: '', date: today, event: '' });
  const form = useForm<FormValues, unknown, RaceTimeInput>({
    resolver: zodResolver(raceTimeInputSchema),
    defaultValues: empty(),
  });
  const { errors } = form.formState;

  async function submit(values: RaceTimeInput) {
    try {
      await record.mutateAsync({ childId, input: { ...values, time: values.time.trim() } });
    } catch (error) {
      applyFieldIssues(error, FIELDS, form.setError);
      showDestructiveToast(t('instructor.time.saveFailed'), errorText(error));
      return;
    }
    showSuccessToast(t('instructor.time.saved'));
    form.reset(empty());
  }

  const busy = form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2">
        <FormField label={t('instructor.time.distance')} error={validationText(errors.distance?.message)}>
          <NativeSelect className="h-12" {...form.register('distance', { valueAsNumber: true })}>
            {RACE_DISTANCES.map((distance) => (
              <option key={distance} value={distance}>
                {t('instructor.time.metres', { distance })}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t('instructor.time.stroke')} error={validationText(errors.stroke?.message)}>
          <NativeSelect className="h-12" {...form.register('stroke')}>
            {STROKES.map((stroke) => (
              <option key={stroke} value={stroke}>
                {t(`instructor.strokes.${stroke}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField
        label={t('instructor.time.time')}
        hint={t('instructor.time.timeHint')}
        error={validationText(errors.time?.message)}
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder="1:05.32"
          className="h-12"
          {...form.register('time')}
        />
      </FormField>
      <Controller
        control={form.control}
        name="date"
        render={({ field }) => (
          <FormField label={t('instructor.time.date')} error={validationText(errors.date?.message)}>
            <DateField max={today} className="h-12" {...field} />
          </FormField>
        )}
      />
      <FormField
        label={t('instructor.time.event')}
        optional={t('instructor.optional')}
        error={validationText(errors.event?.message)}
      >
        <Input className="h-12" {...form.register('event')} />
      </FormField>
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:self-start">
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Timer aria-hidden="true" />}
        {t('instructor.time.submit')}
      </Button>
    </form>
  );
}
