import { zodResolver } from '@hookform/resolvers/zod';
import { type AthleteRegisterInput, athleteRegisterSchema } from '@swim/shared/api/athletes';
import { STROKES } from '@swim/shared/enums';
import { LoaderCircle, MailCheck, Medal } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { useValidationText } from '../../../hooks/use-validation-text';
import { isApiError } from '../../../lib/api-client';
import { applyFieldIssues } from '../../../lib/form-errors';
import { showDestructiveToast } from '../../../lib/toast';
import { useRegisterAthlete } from '../api/register-athlete';

const today = () => new Date().toISOString().slice(0, 10);

// The server's schema; the optional fields arrive from inputs as '' and a birth date cannot be in the future.
const formSchema = athleteRegisterSchema.extend({
  birthDate: z
    .string()
    .refine((value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && value <= today()), 'dateInvalid'),
  discipline: z.string().trim().max(120, 'tooLong'),
});
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = ['name', 'email', 'password', 'birthDate', 'discipline'] as const;

function toInput(values: FormOutput): AthleteRegisterInput {
  return {
    name: values.name,
    email: values.email,
    password: values.password,
    birthDate: values.birthDate || undefined,
    discipline: values.discipline || undefined,
  };
}

/** Athlete self-registration; afterwards the address must be confirmed and an admin must approve the account. */
export function AthleteRegisterForm() {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const disciplinesId = useId();
  const register = useRegisterAthlete();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', email: '', password: '', birthDate: '', discipline: '' },
  });
  const { errors } = form.formState;

  async function submit(values: FormOutput) {
    try {
      await register.mutateAsync(toInput(values));
    } catch (error) {
      applyFieldIssues(error, FIELDS, form.setError);
      const description =
        isApiError(error) && error.code === 'RATE_LIMITED'
          ? t('errors.rateLimited')
          : t('athlete.register.failedDescription');
      showDestructiveToast(t('athlete.register.failedTitle'), description);
      return;
    }
    setRegisteredEmail(values.email);
  }

  if (registeredEmail) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-4 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-lagoon-50 text-lagoon-700">
          <MailCheck aria-hidden="true" className="size-8" />
        </span>
        <h2 className="text-2xl font-bold text-ocean-950">{t('athlete.register.doneTitle')}</h2>
        <p className="max-w-md text-ink">{t('athlete.register.doneEmail', { email: registeredEmail })}</p>
        <p className="max-w-md text-ink-muted">{t('athlete.register.doneApproval')}</p>
        <Button asChild variant="outline">
          <Link to="/">{t('athlete.register.backHome')}</Link>
        </Button>
      </div>
    );
  }

  const busy = form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
      <FormField label={t('athlete.register.fields.name')} error={validationText(errors.name?.message)}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('athlete.register.fields.email')} error={validationText(errors.email?.message)}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormField
          label={t('athlete.register.fields.password')}
          hint={t('auth.fields.passwordHint')}
          error={validationText(errors.password?.message)}
        >
          <PasswordInput
            autoComplete="new-password"
            showLabel={t('auth.fields.showPassword')}
            {...form.register('password')}
          />
        </FormField>
        <Controller
          control={form.control}
          name="birthDate"
          render={({ field }) => (
            <FormField
              label={t('athlete.register.fields.birthDate')}
              optional={t('athlete.register.optional')}
              error={validationText(errors.birthDate?.message)}
            >
              <DateField autoComplete="bday" max={today()} {...field} />
            </FormField>
          )}
        />
        <FormField
          label={t('athlete.register.fields.discipline')}
          optional={t('athlete.register.optional')}
          hint={t('athlete.register.fields.disciplineHint')}
          error={validationText(errors.discipline?.message)}
        >
          <Input list={disciplinesId} {...form.register('discipline')} />
        </FormField>
        <datalist id={disciplinesId}>
          {STROKES.map((stroke) => (
            <option key={stroke} value={t(`athlete.strokes.${stroke}`)} />
          ))}
        </datalist>
      </div>
      <p className="flex gap-3 rounded-xl bg-sand-100 px-4 py-3 text-sm text-ink">
        <Medal aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-lagoon-700" />
        {t('athlete.register.approvalNote')}
      </p>
      <Button type="submit" size="lg" disabled={busy} className="self-start">
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {busy ? t('athlete.register.submitting') : t('athlete.register.submit')}
      </Button>
    </form>
  );
}
