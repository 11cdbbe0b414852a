import { pickText } from '@swim/shared/localized-text';
import { formatMoney } from '@swim/shared/money';
import { DISCOUNT_LINES } from '@swim/shared/period-price';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { isLocalizedText } from '../lib/audit-format';

/** The changeover's entry (settings.currency_changed) records amounts in leva before and in euro after. */
export const CHANGEOVER_ACTION = 'settings.currency_changed';

type Change = { from: number; to: number };
const isChange = (value: unknown): value is Change =>
  typeof (value as Change | null)?.from === 'number' && typeof (value as Change | null)?.to === 'number';

const AMOUNT_FIELDS = ['pricePerClass', 'monthlyPrice', 'price', 'amount'] as const;
const LISTS = ['classes', 'products', 'payments', 'bills'];

/** The details of the changeover's entry read by ChangeoverDetail (the rest the usual way). */
export const isChangeoverDetail = (name: string): boolean => name === 'discounts' || LISTS.includes(name);

/** One detail of the changeover's entry in words: each converted record by its name, its amounts in leva and euro. */
export function ChangeoverDetail({ name, value }: { name: string; value: unknown }): ReactNode {
  const { t } = useTranslation();
  const language = useLanguage();
  const move = (change: Change) =>
    `${formatMoney(change.from, 'BGN', language)} → ${formatMoney(change.to, 'EUR', language)}`;
  if (name === 'discounts' && value && typeof value === 'object') {
    const { from, to } = value as { from?: { discounts?: Record<string, unknown> }; to?: typeof from };
    const rows = DISCOUNT_LINES.flatMap((rule) => {
      const before = from?.discounts?.[rule] as { kind?: string; value?: number } | null | undefined;
      const after = to?.discounts?.[rule] as typeof before;
      if (before?.kind !== 'amount' || typeof before.value !== 'number' || typeof after?.value !== 'number') return [];
      return [{ rule, text: move({ from: before.value, to: after.value }) }];
    });
    return (
      <ul>
        {rows.map((row) => (
          <li key={row.rule}>
            {t(`clubAdmin.settings.discounts.${row.rule}`)}: {row.text}
          </li>
        ))}
      </ul>
    );
  }
  if (!Array.isArray(value)) return null;
  return (
    <ul>
      {value.map((item: Record<string, unknown>, index) => {
        const label = isLocalizedText(item.title)
          ? pickText(item.title, language)
          : isLocalizedText(item.name)
            ? pickText(item.name, language)
            : typeof item.number === 'string'
              ? item.number
              : t('changeover.bill');
        const fields = AMOUNT_FIELDS.filter((field) => isChange(item[field]));
        // A class has two prices, each named; a product, payment or bill has one.
        const amounts = fields.map((field) => {
          const text = move(item[field] as Change);
          return fields.length > 1 ? `${t(`clubAdmin.audit.keys.${field}`)} ${text}` : text;
        });
        return (
          <li key={typeof item.id === 'string' ? item.id : index}>
            {label}: {amounts.join('; ')}
          </li>
        );
      })}
    </ul>
  );
}
