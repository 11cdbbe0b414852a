import type { AdminLocation } from '@swim/shared/api/admin-club';
import { checkSessions } from '@swim/shared/class-sessions';
import type { Currency } from '@swim/shared/enums';
import { formatMoney } from '@swim/shared/money';
import { parseMoneyInput } from '@swim/shared/money-input';
import { offeredPlans, priceConflicts, pricedPlans, sessionsSureInAMonth } from '@swim/shared/plan-fit';
import { computePlanPrice } from '@swim/shared/pricing';
import { type Control, type UseFormRegister, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { useLanguage } from '../../../hooks/use-language';
import type { ClassFormValues } from './class-form-schema';

type ClassPlansSummaryProps = {
  control: Control<ClassFormValues>;
  register: UseFormRegister<ClassFormValues>;
  locations: AdminLocation[];
  currency: Currency;
};

/**
 * What the class will offer as it is being typed, by the same shared rule the server applies (ADR 0032): the plans
 * its week can fill with their prices, which plans the week leaves out, and a warning (with "save anyway") when a
 * counted plan would cost more than unlimited. The server refuses such prices unless the box is ticked.
 */
export function ClassPlansSummary({ control, register, locations, currency }: ClassPlansSummaryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [locationId, pricePerClassText, monthlyPriceText, sessionRows] = useWatch({
    control,
    name: ['locationId', 'pricePerClass', 'monthlyPrice', 'sessions'],
  });
  const locationType = locations.find((location) => location.id === locationId)?.type;
  const pricePerClass = parseMoneyInput(pricePerClassText ?? '');
  const noMonthly = (monthlyPriceText ?? '').trim() === '';
  const monthlyPrice = noMonthly ? null : parseMoneyInput(monthlyPriceText ?? '');
  const checked = checkSessions(sessionRows ?? []);
  // Until the location, the prices and the sessions read as valid, there is nothing to say yet.
  if (!locationType || pricePerClass === null || (!noMonthly && monthlyPrice === null) || !checked.ok) return null;

  const money = (amount: number) => formatMoney(amount, currency, language);
  const prices = { pricePerClass, monthlyPrice };
  const weeklySessions = checked.sessions.length;
  const facts = { locationType, prices, weeklySessions };
  const offered = offeredPlans(facts);
  const leftOut = pricedPlans(locationType, prices).length > offered.length;
  const conflicts = priceConflicts(facts);
  const planText = (plan: (typeof offered)[number]) => {
    const price = computePlanPrice(plan, prices);
    return plan === 'kindergarten_monthly' || price === null
      ? t(`plans.names.${plan}`)
      : `${t(`plans.names.${plan}`)} (${money(price)})`;
  };

  return (
    <section aria-labelledby="class-plans-title" className="flex flex-col gap-2 rounded-(--radius-card) bg-sand-50 p-4">
      <h3 id="class-plans-title" className="text-sm font-semibold text-ink">
        {t('admin.classes.plansOffered')}
      </h3>
      {offered.length > 0 ? (
        <ul className="flex flex-col gap-0.5 text-sm text-ink">
          {offered.map((plan) => (
            <li key={plan}>{planText(plan)}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm font-medium text-red-800">{t('admin.classes.noPlanOffered')}</p>
      )}
      {leftOut ? (
        <p className="text-sm text-ink-muted">
          {t('admin.classes.plansNeedSessions', { weekly: weeklySessions, sure: sessionsSureInAMonth(weeklySessions) })}
        </p>
      ) : null}
      {/* Said politely as the prices are typed; the box to save anyway sits outside what is announced. */}
      <div role="status" id="class-price-conflict" className="flex flex-col gap-2 text-sm text-red-800">
        {conflicts.map((conflict) => (
          <p key={conflict.plan}>
            {t('admin.classes.priceConflict', {
              monthly: money(conflict.monthlyPrice),
              plan: t(`plans.names.${conflict.plan}`),
              price: money(conflict.price),
            })}
          </p>
        ))}
      </div>
      {conflicts.length > 0 ? (
        <CheckboxField
          label={t('admin.classes.acceptPriceConflict')}
          aria-describedby="class-price-conflict"
          {...register('acceptPriceConflict')}
        />
      ) : null}
    </section>
  );
}
