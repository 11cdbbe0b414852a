import type { AuditEntry } from '@swim/shared/api/admin-audit';
import { CURRENCIES, type Currency } from '@swim/shared/enums';
import { formatMoney } from '@swim/shared/money';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { getDayKey } from '../../../lib/days';
import { formatWeeklySessions } from '../../../lib/format-schedule';
import {
  actionKey,
  asChange,
  isLocationType,
  isSessionList,
  isSkillLevel,
  entityHref,
  formatValue,
  humanizeKey,
  isKnownAction,
  isKnownDetailKey,
  isKnownEntity,
  officeHoursChanges,
} from '../lib/audit-format';

const MONEY_KEYS = ['amount', 'price', 'total', 'pricePerClass', 'monthlyPrice'];

/** One value of a detail in words: money in its currency, sessions as days and times, codes by their names. */
function useReadValue(name: string, currency: unknown) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (CURRENCIES as readonly unknown[]).includes(currency) ? (currency as Currency) : null;
  return (value: unknown): string | null => {
    if (money && MONEY_KEYS.includes(name) && typeof value === 'number') return formatMoney(value, money, language);
    if (name === 'sessions' && isSessionList(value)) return formatWeeklySessions(value, language);
    if (name === 'level' && isSkillLevel(value)) return t(`levels.${value}`);
    if (name === 'type' && isLocationType(value)) return t(`locations.types.${value}`);
    return null;
  };
}

function DetailValue({ name, value, currency }: { name: string; value: unknown; currency: unknown }) {
  const { t } = useTranslation();
  const read = useReadValue(name, currency);
  const direct = read(value);
  if (direct !== null) return <>{direct}</>;
  const change = asChange(value);
  if (change && (read(change.from) !== null || read(change.to) !== null)) {
    const side = (part: unknown) => read(part) ?? formatValue(part);
    return (
      <>
        {side(change.from)} → {side(change.to)}
      </>
    );
  }
  const changes = name === 'officeHours' ? officeHoursChanges(value) : null;
  if (!changes) return <>{formatValue(value)}</>;
  const hours = (day: { open: string; close: string } | null) =>
    day ? `${day.open}–${day.close}` : t('clubAdmin.closed');
  return (
    <ul>
      {changes.map(({ day, from, to }) => (
        <li key={day}>
          {t(`days.${getDayKey(day)}`)}: {hours(from)} → {hours(to)}
        </li>
      ))}
    </ul>
  );
}

function Details({ details }: { details: Record<string, unknown> }) {
  const { t } = useTranslation();
  const entries = Object.entries(details);
  if (entries.length === 0) return null;
  return (
    <details className="group text-sm">
      <summary className="flex w-fit cursor-pointer items-center gap-1 rounded font-semibold text-ocean-800">
        <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
        {t('clubAdmin.audit.details')}
      </summary>
      <dl className="mt-2 grid gap-x-4 gap-y-1 rounded-xl bg-sand-100 p-3 sm:grid-cols-[auto_1fr]">
        {entries.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-ink-muted">
              {isKnownDetailKey(key) ? t(`clubAdmin.audit.keys.${key}`) : humanizeKey(key)}
            </dt>
            <dd className="break-words">
              <DetailValue name={key} value={value} currency={details.currency} />
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** One entry: who, what (a sentence), which record (linked where the console has it), when, and the details. */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const what = isKnownAction(entry.action)
    ? t(actionKey(entry.action))
    : t('clubAdmin.audit.unknownAction', { code: entry.action });
  const entity = isKnownEntity(entry.entityType) ? t(`clubAdmin.audit.entities.${entry.entityType}`) : entry.entityType;
  const href = entityHref(entry);
  return (
    <li className="grid gap-2 px-4 py-4 sm:px-5 md:grid-cols-[minmax(0,1fr)_auto] md:gap-6">
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="font-semibold break-words text-ink">{what}</p>
        <p className="text-sm break-words text-ink-muted">
          {entry.actor ? (
            <>
              <span className="font-medium text-ink">{entry.actor.name}</span> · {entry.actor.email}
            </>
          ) : (
            <span className="font-medium text-ink">{t('clubAdmin.audit.system')}</span>
          )}
        </p>
        <p className="text-sm break-all text-ink-muted">
          {entity}{' '}
          {href ? (
            <Link to={href} className="font-mono text-ocean-800 underline underline-offset-4">
              {entry.entityId}
            </Link>
          ) : (
            <span className="font-mono">{entry.entityId}</span>
          )}
        </p>
        {entry.details ? <Details details={entry.details} /> : null}
      </div>
      <p className="text-sm whitespace-nowrap text-ink-muted">
        <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, language, 'd MMM yyyy, HH:mm:ss')}</time>
      </p>
    </li>
  );
}
