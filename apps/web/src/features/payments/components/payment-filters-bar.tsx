import type { Child } from '@swim/shared/api/children';
import type { PaymentFilters } from '@swim/shared/api/payments';
import { QUICK_DATE_RANGES } from '@swim/shared/dates';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@swim/shared/enums';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { cn } from '../../../lib/utils';
import { hasActiveFilters } from '../lib/payment-filters';

/** Changes to the address parameters: a value sets one, undefined removes it. */
export type FilterChanges = Partial<Record<'status' | 'method' | 'child' | 'range', string | undefined>>;

type PaymentFiltersBarProps = {
  filters: PaymentFilters;
  childOptions: Child[];
  onChange: (changes: FilterChanges) => void;
  onClear: () => void;
};

/** Quick date ranges (7, 30, 90 days, all time), status, method and child; the page keeps them in the address. */
export function PaymentFiltersBar({ filters, childOptions, onChange, onClear }: PaymentFiltersBarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4 rounded-(--radius-card) border border-sand-200 bg-white p-4 shadow-card sm:p-5">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('payments.filters.range')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {QUICK_DATE_RANGES.map((range) => {
            const checked = filters.range === range;
            return (
              <label
                key={range}
                className={cn(
                  'inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full border px-4 py-1 text-center text-sm font-semibold transition-colors has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ocean-500',
                  checked
                    ? 'border-ocean-800 bg-ocean-800 text-white'
                    : 'border-sand-300 bg-white text-ocean-900 hover:bg-ocean-50',
                )}
              >
                <input
                  type="radio"
                  name="payments-range"
                  value={range}
                  checked={checked}
                  onChange={() => onChange({ range: range === 'all' ? undefined : range })}
                  className="sr-only"
                />
                {t(`payments.filters.ranges.${range}`)}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="payments-status">{t('payments.filters.status')}</Label>
          <NativeSelect
            id="payments-status"
            value={filters.status ?? ''}
            onChange={(event) => onChange({ status: event.target.value || undefined })}
          >
            <option value="">{t('payments.filters.allStatuses')}</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`payment.status.${status}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="payments-method">{t('payments.filters.method')}</Label>
          <NativeSelect
            id="payments-method"
            value={filters.method ?? ''}
            onChange={(event) => onChange({ method: event.target.value || undefined })}
          >
            <option value="">{t('payments.filters.allMethods')}</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {t(`payment.method.${method}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="payments-child">{t('payments.filters.child')}</Label>
          <NativeSelect
            id="payments-child"
            value={filters.childId ?? ''}
            onChange={(event) => onChange({ child: event.target.value || undefined })}
          >
            <option value="">{t('payments.filters.allChildren')}</option>
            {childOptions.map((child) => (
              <option key={child.id} value={child.id}>
                {child.fullName}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {hasActiveFilters(filters) ? (
        <div>
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X aria-hidden="true" />
            {t('payments.filters.clear')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
