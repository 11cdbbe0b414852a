import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TrialBookInput,
  type TrialBookValues,
  type TrialClass,
  type TrialSession,
  trialBookInputSchema,
} from '@swim/shared/api/trials';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { useClubToday } from '../../../hooks/use-club-today';
import { useErrorText } from '../../../hooks/use-error-text';
import { useLanguage } from '../../../hooks/use-language';
import { isApiError } from '../../../lib/api-client';
import { applyFieldIssues } from '../../../lib/form-errors';
import { showDestructiveToast } from '../../../lib/toast';
import { useBookTrial } from '../api/book-trial';
import { useTrialValidation } from '../lib/use-trial-validation';
import { sessionValue, TrialSessionPicker } from './trial-session-picker';

/** What the form holds: the box may be unticked and the year not chosen yet (the schema then says what is missing). */
type FormValues = Omit<TrialBookInput, 'consent' | 'childBirthYear'> & {
  consent: boolean;
  childBirthYear: number | undefined;
};
/** The server's own request schema, run on what the form holds (so the two cannot drift). */
const formSchema = z.custom<FormValues>().pipe(trialBookInputSchema);
const FIELDS: ReadonlyArray<FieldPath<FormValues>> = [
  'date',
  'startTime',
  'parentName',
  'email',
  'phone',
  'childFirstName',
  'childBirthYear',
  'consent',
];
/** Answers that mean the chosen session is gone: the list is read again and another one must be chosen. */
const SESSION_GONE = ['SESSION_FULL', 'SESSION_CANCELLED', 'SESSION_NOT_FOUND'];

export type BookedTrial = { session: TrialSession; childFirstName: string; email: string };

type TrialFormProps = {
  trialClass: TrialClass;
  /** A session to start with (the schedule's card it was opened from), when it is still offered. */
  initialSession?: { date: string; startTime: string } | null;
  onBooked: (booked: BookedTrial) => void;
};

/** The visitor's booking: the session, the child, the parent's contact and their consent; the schema is the server's. */
export function TrialForm({ trialClass, initialSession, onBooked }: TrialFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const message = useTrialValidation();
  const errorText = useErrorText();
  const book = useBookTrial();
  const thisYear = Number(useClubToday().slice(0, 4));
  const [problem, setProblem] = useState<string | null>(null);
  const start = trialClass.sessions.find(
    (s) => initialSession && s.date === initialSession.date && s.startTime === initialSession.startTime,
  );
  const form = useForm<FormValues, unknown, TrialBookValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      classId: trialClass.classId,
      date: start?.date ?? '',
      startTime: start?.startTime ?? '',
      parentName: '',
      email: '',
      phone: '',
      childFirstName: '',
      childBirthYear: undefined,
      consent: false,
      website: '',
    },
  });
  const { errors } = form.formState;
  const chosen = sessionValue({ date: form.watch('date'), startTime: form.watch('startTime') });

  function choose(session: TrialSession) {
    form.setValue('date', session.date);
    form.setValue('startTime', session.startTime, { shouldValidate: form.formState.isSubmitted });
    setProblem(null);
  }

  async function submit(values: TrialBookValues) {
    setProblem(null);
    try {
      await book.mutateAsync({ ...values, language });
    } catch (error) {
      applyFieldIssues(error, FIELDS, form.setError);
      const code = isApiError(error) ? error.code : null;
      const text =
        code === 'CONFLICT'
          ? t('trials.errors.alreadyBooked')
          : code === 'CLASS_INACTIVE'
            ? t('trials.errors.classInactive')
            : errorText(error);
      if (code && SESSION_GONE.includes(code)) {
        form.setValue('date', '');
        form.setValue('startTime', '');
        setProblem(text);
      }
      showDestructiveToast(t('trials.form.failed'), text);
      return;
    }
    const session = trialClass.sessions.find((s) => s.date === values.date && s.startTime === values.startTime);
    if (session) onBooked({ session, childFirstName: values.childFirstName, email: values.email });
  }

  const busy = form.formState.isSubmitting;
  const years = Array.from({ length: 17 }, (_, i) => thisYear - 2 - i);
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="relative flex flex-col gap-8">
      {problem ? (
        <p
          role="alert"
          className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {problem}
        </p>
      ) : null}
      <TrialSessionPicker
        sessions={trialClass.sessions}
        durationMinutes={trialClass.durationMinutes}
        value={chosen}
        onChange={choose}
        error={message(errors.date?.message ?? errors.startTime?.message)}
      />
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-1 text-lg font-bold text-ocean-950">{t('trials.form.child')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('trials.form.childFirstName')} error={message(errors.childFirstName?.message)}>
            <Input autoComplete="off" {...form.register('childFirstName')} />
          </FormField>
          <FormField label={t('trials.form.childBirthYear')} error={message(errors.childBirthYear?.message)}>
            <NativeSelect
              defaultValue=""
              {...form.register('childBirthYear', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) })}
            >
              <option value="" disabled>
                {t('trials.form.chooseYear')}
              </option>
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-1 text-lg font-bold text-ocean-950">{t('trials.form.parent')}</legend>
        <FormField label={t('trials.form.parentName')} error={message(errors.parentName?.message)}>
          <Input autoComplete="name" {...form.register('parentName')} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('trials.form.email')} error={message(errors.email?.message)}>
            <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
          </FormField>
          <FormField label={t('trials.form.phone')} error={message(errors.phone?.message)}>
            <Input type="tel" autoComplete="tel" {...form.register('phone')} />
          </FormField>
        </div>
        <div className="flex flex-col gap-1.5">
          <label className="flex items-start gap-3 text-sm font-medium text-ink">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-ocean-800"
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? 'trial-consent-error' : undefined}
              {...form.register('consent')}
            />
            {t('trials.form.consent')}
          </label>
          {errors.consent ? (
            <p id="trial-consent-error" className="pl-8 text-sm font-medium text-red-700">
              {message(errors.consent.message)}
            </p>
          ) : null}
        </div>
      </fieldset>
      {/* Honeypot: hidden from people and assistive technology; bots that fill it are ignored by the server. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="trial-website">{t('trials.form.website')}</label>
        <input id="trial-website" type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {busy ? t('trials.form.submitting') : t('trials.form.submit')}
        </Button>
        <p className="text-sm text-ink-muted">{t('trials.form.noAccount')}</p>
      </div>
    </form>
  );
}
