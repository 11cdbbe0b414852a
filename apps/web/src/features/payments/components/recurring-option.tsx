import { Repeat } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type RecurringOptionProps = {
  childId: string;
  /** The enrollment's active card subscription: then there is nothing to start, only a way to manage it. */
  subscriptionId: string | null;
  /** The checkbox's registration with the form. */
  inputProps: ComponentProps<'input'>;
  /** What each month after the first costs (the next whole month as the server prices it), formatted. */
  monthly?: string | undefined;
  error?: string;
};

/** Card only: 'pay automatically every month' starts a monthly subscription instead of a single payment. */
export function RecurringOption({ childId, subscriptionId, inputProps, monthly, error }: RecurringOptionProps) {
  const { t } = useTranslation();
  if (subscriptionId) {
    return (
      <p className="rounded-xl bg-sand-100 px-4 py-3 text-sm text-ink">
        {t('payments.pay.subscriptionActive')}{' '}
        <Link
          to={`/child/${encodeURIComponent(childId)}/subscription/${encodeURIComponent(subscriptionId)}`}
          className="font-semibold text-ocean-700 underline underline-offset-4"
        >
          {t('payments.pay.manageSubscription')}
        </Link>
      </p>
    );
  }
  return (
    <div className="flex gap-3 rounded-xl border border-sand-200 bg-sand-50 p-4">
      <input
        id="pay-recurring"
        type="checkbox"
        className="mt-0.5 size-6 shrink-0 cursor-pointer accent-ocean-700"
        aria-describedby="pay-recurring-hint"
        {...inputProps}
      />
      <div>
        <label htmlFor="pay-recurring" className="flex cursor-pointer items-center gap-2 font-semibold text-ink">
          <Repeat aria-hidden="true" className="size-4 text-ocean-700" />
          {t('payments.pay.recurring')}
        </label>
        <p id="pay-recurring-hint" className="mt-1 text-sm text-ink-muted">
          {t('payments.pay.recurringHint')}
          {monthly ? ` ${t('payments.pay.recurringMonthly', { amount: monthly })}` : null}
        </p>
        {error ? <p className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
      </div>
    </div>
  );
}
