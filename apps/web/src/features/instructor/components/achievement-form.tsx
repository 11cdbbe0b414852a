import { zodResolver } from '@hookform/resolvers/zod';
import { ACHIEVEMENT_KINDS, type AchievementInput, achievementInputSchema } from '@swim/shared/api/instructor';
import { Award, LoaderCircle } from 'lucide-react';
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
import { useAwardAchievement } from '../api/award-achievement';
import { getClubToday } from '../lib/club-dates';

type FormValues = z.input<typeof achievementInputSchema>;
const FIELDS = ['kind', 'awardedAt'] as const;

/** An achievement: the title in Bulgarian (English and Russian optional), its kind and date. */
export function AchievementForm({ childId }: { childId: string }) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const errorText = useErrorText();
  const award = useAwardAchievement();
  const today = getClubToday();
  const empty = (): FormValues => ({ title: { bg: '', en: '', ru: '' }, kind: 'badge', awardedAt: today });
  const form = useForm<FormValues, unknown, AchievementInput>({
    resolver: zodResolver(achievementInputSchema),
    defaultValues: empty(),
  });
  const { errors } = form.formState;

  async function submit(values: AchievementInput) {
    try {
      await award.mutateAsync({ childId, input: values });
    } catch (error) {
      applyFieldIssues(error, FIELDS, form.setError);
      showDestructiveToast(t('instructor.achievement.saveFailed'), errorText(error));
      return;
    }
    showSuccessToast(t('instructor.achievement.saved'));
    form.reset(empty());
  }

  const busy = form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
      <FormField
        label={t('instructor.achievement.titleBg')}
        error={validationText(errors.title?.bg?.message ?? errors.title?.message)}
      >
        <Input className="h-12" {...form.register('title.bg')} />
      </FormField>
      <FormField
        label={t('instructor.achievement.titleEn')}
        optional={t('instructor.optional')}
        error={validationText(errors.title?.en?.message)}
      >
        <Input className="h-12" lang="en" {...form.register('title.en')} />
      </FormField>
      <FormField
        label={t('instructor.achievement.titleRu')}
        optional={t('instructor.optional')}
        error={validationText(errors.title?.ru?.message)}
      >
        <Input className="h-12" lang="ru" {...form.register('title.ru')} />
      </FormField>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FormField label={t('instructor.achievement.kind')} error={validationText(errors.kind?.message)}>
          <NativeSelect className="h-12" {...form.register('kind')}>
            {ACHIEVEMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`instructor.achievement.kinds.${kind}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Controller
          control={form.control}
          name="awardedAt"
          render={({ field }) => (
            <FormField label={t('instructor.achievement.date')} error={validationText(errors.awardedAt?.message)}>
              <DateField max={today} className="h-12" {...field} />
            </FormField>
          )}
        />
      </div>
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:self-start">
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Award aria-hidden="true" />}
        {t('instructor.achievement.submit')}
      </Button>
    </form>
  );
}
