import { type AssessmentInput, assessmentInputSchema, type MetricCatalog } from '@swim/shared/api/instructor';
import { PROGRESS_METRICS } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized-text';
import { LoaderCircle, Save } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { useErrorText } from '../../../hooks/use-error-text';
import { useLanguage } from '../../../hooks/use-language';
import { useValidationText } from '../../../hooks/use-validation-text';
import { isApiError } from '../../../lib/api-client';
import { applyFieldIssues } from '../../../lib/form-errors';
import { isOneOf } from '../../../lib/one-of';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useCreateAssessment } from '../api/create-assessment';
import { getClubToday } from '../lib/club-dates';

const SCORES = Array.from({ length: 10 }, (_, index) => String(index + 1));
/** Scores as the selects hold them: '' = not scored this time. */
type FormValues = { date: string; notes: string; scores: Record<string, string> };
const FIELDS = ['date', 'notes'] as const;

/** Turns the form into the request, keeping only the metrics that got a score. */
function toInput(values: FormValues): AssessmentInput {
  return {
    date: values.date,
    notes: values.notes,
    scores: Object.entries(values.scores).flatMap(([metric, score]) =>
      score !== '' && isOneOf(PROGRESS_METRICS, metric) ? [{ metric, score: Number(score) }] : [],
    ),
  };
}

type AssessmentFormProps = { childId: string; metrics: MetricCatalog };

/** Scores 1–10 for the metric catalog (any subset), notes and a date; saved as one assessment. */
export function AssessmentForm({ childId, metrics }: AssessmentFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const validationText = useValidationText();
  const errorText = useErrorText();
  const create = useCreateAssessment();
  const today = getClubToday();
  const empty = (): FormValues => ({
    date: today,
    notes: '',
    scores: Object.fromEntries(metrics.map((metric) => [metric.key, ''])),
  });
  const form = useForm<FormValues>({ defaultValues: empty() });
  const { errors } = form.formState;

  async function submit(values: FormValues) {
    const parsed = assessmentInputSchema.safeParse(toInput(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'date' || issue.path[0] === 'notes' ? issue.path[0] : 'root.scores';
        form.setError(field, { message: issue.message });
      }
      return;
    }
    try {
      await create.mutateAsync({ childId, input: parsed.data });
    } catch (error) {
      if (!applyFieldIssues(error, FIELDS, form.setError) && isApiError(error) && error.details[0]) {
        form.setError('root.scores', { message: error.details[0].message });
      }
      showDestructiveToast(t('instructor.assess.saveFailed'), errorText(error));
      return;
    }
    showSuccessToast(t('instructor.assess.saved'));
    form.reset(empty());
  }

  const busy = form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm text-ink-muted">{t('instructor.assess.scoresHint')}</legend>
        <div className="grid grid-cols-2 gap-3">
          {metrics.map((metric) => (
            <FormField key={metric.key} label={pickText(metric.label, language)}>
              <NativeSelect {...form.register(`scores.${metric.key}`)} className="h-12">
                <option value="">{t('instructor.assess.notScored')}</option>
                {SCORES.map((score) => (
                  <option key={score} value={score}>
                    {score}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          ))}
        </div>
        {errors.root?.scores?.message ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {validationText(errors.root.scores.message)}
          </p>
        ) : null}
      </fieldset>
      <FormField
        label={t('instructor.assess.notes')}
        optional={t('instructor.optional')}
        error={validationText(errors.notes?.message)}
      >
        <Textarea rows={3} {...form.register('notes')} />
      </FormField>
      <Controller
        control={form.control}
        name="date"
        render={({ field }) => (
          <FormField label={t('instructor.assess.date')} error={validationText(errors.date?.message)}>
            <DateField max={today} className="h-12" {...field} />
          </FormField>
        )}
      />
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:self-start">
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
        {t('instructor.assess.submit')}
      </Button>
    </form>
  );
}
