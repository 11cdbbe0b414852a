import { STAFF_PAYMENT_METHODS, type StaffPaymentMethod } from '@swim/shared/api/staff-payments';
import { useTranslation } from 'react-i18next';

/** Cash or a bank transfer, as radio buttons in a labelled group. */
export function RecordMethodField({
  value,
  onChange,
}: {
  value: StaffPaymentMethod;
  onChange: (value: StaffPaymentMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-semibold text-ink">{t('staffPayments.record.method')}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {STAFF_PAYMENT_METHODS.map((method) => (
          <label key={method} className="flex items-center gap-2 text-sm font-medium text-ink">
            <input
              type="radio"
              name="record-method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="size-5 accent-ocean-800"
            />
            {t(`payment.method.${method}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
