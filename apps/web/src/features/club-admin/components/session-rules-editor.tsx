// The club's absence and make-up rules in the settings form (issue 26, ADR 0039): the notice period, which plans earn
// make-up credits, how long a credit lasts and how many a child earns a month, what a session the club cancels gives,
// the closed-week money off for monthly unlimited plans, and how long a place offered from a waiting list is held
// (issue 28). Each field says in plain words what it does.
import { PLAN_TYPES } from '@swim/shared/enums';
import { CANCELLED_SESSION_RULES } from '@swim/shared/session-rules';
import { type ReactNode, useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { SettingsFormValues } from '../lib/settings-form';
import { useClubAdminValidation } from '../lib/use-club-admin-validation';

type SessionRulesEditorProps = {
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>['sessionRules'];
};

/** A group of choices with its legend and what it does, the choices under it. */
function ChoiceGroup({ legend, help, children }: { legend: string; help: string; children: ReactNode }) {
  const helpId = useId();
  return (
    <fieldset aria-describedby={helpId} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      <p id={helpId} className="text-sm text-ink-muted">
        {help}
      </p>
      {children}
    </fieldset>
  );
}

/** The session rules' fields; the counts are typed as text and checked against the server's own schema. */
export function SessionRulesEditor({ register, errors }: SessionRulesEditorProps) {
  const { t } = useTranslation();
  const message = useClubAdminValidation();
  const refundHintId = useId();
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-3 sm:items-start">
        <FormField
          label={t('clubAdmin.sessionRules.fields.absenceNoticeHours')}
          hint={t('clubAdmin.sessionRules.help.absenceNoticeHours')}
          error={message(errors?.absenceNoticeHours?.message)}
        >
          <Input inputMode="numeric" autoComplete="off" {...register('sessionRules.absenceNoticeHours')} />
        </FormField>
        <FormField
          label={t('clubAdmin.sessionRules.fields.creditExpiryDays')}
          hint={t('clubAdmin.sessionRules.help.creditExpiryDays')}
          error={message(errors?.creditExpiryDays?.message)}
        >
          <Input inputMode="numeric" autoComplete="off" {...register('sessionRules.creditExpiryDays')} />
        </FormField>
        <FormField
          label={t('clubAdmin.sessionRules.fields.creditsPerMonth')}
          hint={t('clubAdmin.sessionRules.help.creditsPerMonth')}
          error={message(errors?.creditsPerMonth?.message)}
        >
          <Input inputMode="numeric" autoComplete="off" {...register('sessionRules.creditsPerMonth')} />
        </FormField>
      </div>
      <ChoiceGroup
        legend={t('clubAdmin.sessionRules.rules.creditPlans')}
        help={t('clubAdmin.sessionRules.help.creditPlans')}
      >
        <div className="grid gap-2 sm:grid-cols-2">
          {PLAN_TYPES.map((plan) => (
            <CheckboxField
              key={plan}
              value={plan}
              label={t(`plans.names.${plan}`)}
              {...register('sessionRules.creditPlans')}
            />
          ))}
        </div>
      </ChoiceGroup>
      <ChoiceGroup
        legend={t('clubAdmin.sessionRules.rules.cancelledSession')}
        help={t('clubAdmin.sessionRules.help.cancelledSession')}
      >
        {CANCELLED_SESSION_RULES.map((rule) => (
          <label key={rule} className="flex items-center gap-3 text-sm font-medium text-ink">
            <input
              type="radio"
              value={rule}
              className="size-5 accent-ocean-800"
              {...register('sessionRules.cancelledSession')}
            />
            {t(`clubAdmin.sessionRules.cancelledSessionChoices.${rule}`)}
          </label>
        ))}
      </ChoiceGroup>
      <div className="flex flex-col gap-1">
        <CheckboxField
          label={t('clubAdmin.sessionRules.fields.unlimitedClosureRefund')}
          aria-describedby={refundHintId}
          {...register('sessionRules.unlimitedClosureRefund')}
        />
        <p id={refundHintId} className="pl-8 text-sm text-ink-muted">
          {t('clubAdmin.sessionRules.help.unlimitedClosureRefund')}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3 sm:items-start">
        <FormField
          label={t('clubAdmin.sessionRules.fields.waitlistOfferHours')}
          hint={t('clubAdmin.sessionRules.help.waitlistOfferHours')}
          error={message(errors?.waitlistOfferHours?.message)}
        >
          <Input inputMode="numeric" autoComplete="off" {...register('sessionRules.waitlistOfferHours')} />
        </FormField>
        <FormField
          label={t('clubAdmin.sessionRules.fields.trialsPerChild')}
          hint={t('clubAdmin.sessionRules.help.trialsPerChild')}
          error={message(errors?.trialsPerChild?.message)}
        >
          <Input inputMode="numeric" autoComplete="off" {...register('sessionRules.trialsPerChild')} />
        </FormField>
      </div>
    </div>
  );
}
