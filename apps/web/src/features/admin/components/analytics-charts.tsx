import type { Analytics } from '@swim/shared/api/admin-analytics';
import { type Currency, PAYMENT_METHODS } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized-text';
import { formatMoney } from '@swim/shared/money';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '@swim/shared/month-names';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  type LegendPayload,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useLanguage } from '../../../hooks/use-language';

// Okabe–Ito hues that read on white.
const COLORS = { enrolled: '#0072b2', free: '#bfd7ea', cash: '#009e73', card: '#0072b2', bank_transfer: '#d55e00' };
const tick = { fontSize: 12, fill: '#4b5a6b' };

/**
 * The series' names beside their colour swatches. Recharts' own legend names each swatch "<name> legend icon" in
 * English for screen readers; the name is already written next to it, so the swatch is left out of what they read.
 */
function ChartLegend({ payload }: { payload?: readonly LegendPayload[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-[13px]">
      {payload?.map((entry) => (
        <li key={entry.value} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2.5 rounded-sm" style={{ backgroundColor: entry.color }} />
          {entry.value}
        </li>
      ))}
    </ul>
  );
}

/** Children enrolled against the capacity, one bar per active class. */
export function CapacityChart({ capacity }: { capacity: Analytics['capacity'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const data = capacity.map((c) => ({
    name: pickText(c.title, language),
    enrolled: c.enrolled,
    free: Math.max(0, c.maxCapacity - c.enrolled),
  }));
  return (
    <div className="w-full" style={{ height: Math.max(160, data.length * 36 + 60) }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#ece1cf" strokeDasharray="4 4" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={tick} />
          <YAxis type="category" dataKey="name" width={120} tick={tick} />
          <Tooltip contentStyle={{ borderRadius: 12, borderColor: '#ddcaab' }} />
          <Legend content={ChartLegend} />
          <Bar dataKey="enrolled" stackId="c" name={t('admin.analytics.enrolled')} fill={COLORS.enrolled} />
          <Bar dataKey="free" stackId="c" name={t('admin.analytics.free')} fill={COLORS.free} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Money received per club month, stacked by method, in the club's currency. */
export function RevenueChart({ revenue, currency }: { revenue: Analytics['revenue']; currency: Currency }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const months = [...new Set(revenue.map((r) => r.month))].sort();
  const data = months.map((month) => ({
    month,
    ...Object.fromEntries(
      PAYMENT_METHODS.map((method) => [
        method,
        revenue.filter((r) => r.month === month && r.method === method).reduce((total, r) => total + r.amount / 100, 0),
      ]),
    ),
  }));
  const money = (value: number) => formatMoney(Math.round(value * 100), currency, language);
  return (
    <div className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 4, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#ece1cf" strokeDasharray="4 4" vertical={false} />
          <XAxis dataKey="month" tick={tick} tickFormatter={(month: string) => formatMonth(month, language, 'short')} />
          <YAxis tick={tick} width={56} />
          <Tooltip
            formatter={(value) => money(Number(value))}
            labelFormatter={(month) => formatMonth(String(month), language)}
            contentStyle={{ borderRadius: 12, borderColor: '#ddcaab' }}
          />
          <Legend content={ChartLegend} />
          {PAYMENT_METHODS.map((method) => (
            <Bar
              key={method}
              dataKey={method}
              stackId="m"
              name={t(`admin.analytics.methods.${method}`)}
              fill={COLORS[method]}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
