import type { AuditEntry } from '@swim/shared/api/admin-audit';
import { CURRENCIES, type Currency, type Language, type PlanType } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized-text';
import { formatMoney } from '@swim/shared/money';
import { formatMonth } from '@swim/shared/month-names';
import type { DiscountRule } from '@swim/shared/period-price';
import type { CancelledSessionRule } from '@swim/shared/session-rules';
import { isUuid } from '@swim/shared/uuid';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { getDayKey } from '../../../lib/days';
import { formatDiscountRule } from '../../../lib/format-discount-rule';
import { formatWeeklySessions } from '../../../lib/format-schedule';
import { oneOf } from '../../../lib/one-of';
import { codeKey, listKeys } from '../lib/audit-codes';
import { CHANGEOVER_ACTION, ChangeoverDetail, isChangeoverDetail } from './changeover-audit-details';
import { RetentionChanges, retentionChanges } from './retention-audit-details';
import {
  asChange,
  type ClosureSnapshot,
  closureSnapshot,
  fileFormat,
  formatValue,
  humanizeKey,
  isFileAddress,
  isKnownDetailKey,
  isLocalizedText,
  isLocationType,
  isSessionList,
  isSkillLevel,
  officeHoursChanges,
  type PricingChange,
  pricingChanges,
  type SessionRuleChange,
  sessionMoment,
  sessionRulesChanges,
} from '../lib/audit-format';

const MONEY_KEYS = ['amount', 'price', 'total', 'pricePerClass', 'monthlyPrice'];
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

type Context = { action: string; currency: unknown; names: AuditEntry['names'] };

/** One value of a detail in words: money, months and days, sessions, codes and ids by their names. */
function useReadValue(name: string, context: Context) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = oneOf(CURRENCIES, context.currency) ?? null;
  const read = (value: unknown): ReactNode | null => {
    if (money && MONEY_KEYS.includes(name) && typeof value === 'number') return formatMoney(value, money, language);
    if (name === 'sessions' && isSessionList(value)) return formatWeeklySessions(value, language);
    if (name === 'level' && isSkillLevel(value)) return t(`levels.${value}`);
    if (name === 'type' && isLocationType(value)) return t(`locations.types.${value}`);
    if (name === 'month' && typeof value === 'string') return formatMonth(value, language);
    if (name === 'slug' && typeof value === 'string') return `/news/${value}`;
    if (name === 'sentType' && typeof value === 'string') return fileFormat(value);
    if (name === 'sentBytes' && typeof value === 'number')
      return t('clubAdmin.audit.megabytes', {
        size: (value / 1024 / 1024).toLocaleString(language, { maximumFractionDigits: 1 }),
      });
    // A closure of no location closes the whole club.
    if (name === 'location' && value === null && context.action.startsWith('closure.')) return t('closures.wholeClub');
    const moment = sessionMoment(value);
    if (moment) return `${formatDate(moment.day, language, 'd MMM yyyy')}, ${moment.time}`;
    if (typeof value === 'string' && ISO_DAY.test(value)) return formatDate(value, language, 'd MMM yyyy');
    if (typeof value === 'string' && ISO_MOMENT.test(value)) return formatDate(value, language, 'd MMM yyyy, HH:mm');
    if (isFileAddress(value))
      return (
        <a href={value} target="_blank" rel="noreferrer" className="text-ocean-800 underline underline-offset-4">
          {t('clubAdmin.audit.openFile')}
        </a>
      );
    if (name === 'percent' && typeof value === 'number') return `${value.toLocaleString(language)} %`;
    // A reordered waiting list keeps every family's entry id in the new order: the reader is told how many.
    if (name === 'entryIds' && Array.isArray(value)) return t('clubAdmin.audit.families', { count: value.length });
    // An erasure's step keeps the ids of the rows it changed (never their data): the reader is told how many.
    if (name === 'ids' && Array.isArray(value)) return t('erasure.records', { count: value.length });
    if (name === 'sessionChange' && typeof value === 'number')
      return t(
        value < 0
          ? 'clubAdmin.audit.sessionTaken'
          : value > 0
            ? 'clubAdmin.audit.sessionReturned'
            : 'clubAdmin.audit.sessionUnchanged',
        { count: Math.abs(value) },
      );
    if (typeof value === 'boolean') return t(value ? 'clubAdmin.audit.yes' : 'clubAdmin.audit.no');
    if (typeof value === 'string' && context.names[value]) return pickText(context.names[value], language);
    if (isLocalizedText(value)) return pickText(value, language) || '—';
    const listed = listKeys(name, value);
    if (listed) return listed.map((key) => t(key)).join(', ');
    const key = codeKey(context.action, name, value);
    if (key) return t(key);
    if (name === 'refund' && value && typeof value === 'object') {
      const refund = value as { amount?: unknown; reason?: unknown; providerRefundId?: unknown };
      const reason = codeKey(context.action, 'reason', refund.reason);
      const parts = [
        money && typeof refund.amount === 'number' ? formatMoney(refund.amount, money, language) : null,
        reason ? t(reason) : null,
        typeof refund.providerRefundId === 'string'
          ? `${t('clubAdmin.audit.keys.providerRefundId')}: ${refund.providerRefundId}`
          : null,
      ];
      return parts.filter(Boolean).join(' · ');
    }
    if (name === 'athleteBefore') {
      const before = value as { approved?: unknown } | null;
      return t(before?.approved ? 'clubAdmin.audit.approved' : 'clubAdmin.audit.notApproved');
    }
    return null;
  };
  return read;
}

/** A discount as a percent or an amount (in major units when the entry names no currency). */
function readRule(rule: NonNullable<DiscountRule>, currency: Currency | undefined, language: Language): string {
  if (rule.kind === 'amount' && !currency)
    return (rule.value / 100).toLocaleString(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // A percent reads the same in any currency.
  return formatDiscountRule(rule, currency ?? CURRENCIES[0], language);
}

/** The pricing rules a settings change touched, each by its name in the settings form, before -> after. */
function PricingChanges({ changes, currency }: { changes: PricingChange[]; currency: Currency | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const words = (change: PricingChange): [string, string, string] => {
    if (change.rule === 'firstPeriodProRata') {
      const flag = (on: boolean) => t(on ? 'clubAdmin.audit.yes' : 'clubAdmin.audit.no');
      return [t('clubAdmin.settings.firstPeriodProRata'), flag(change.from), flag(change.to)];
    }
    const rule = (value: DiscountRule) =>
      value ? readRule(value, currency, language) : t('clubAdmin.settings.discountKinds.none');
    return [t(`clubAdmin.settings.discounts.${change.rule}`), rule(change.from), rule(change.to)];
  };
  return (
    <ul>
      {changes.map((change) => {
        const [label, from, to] = words(change);
        return (
          <li key={change.rule}>
            {label}: {from} → {to}
          </li>
        );
      })}
    </ul>
  );
}

/** The absence and make-up rules a settings change touched, each by its name in the settings form, before -> after. */
function SessionRulesChanges({ changes }: { changes: SessionRuleChange[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const count = (value: number) => value.toLocaleString(language);
  const words = (change: SessionRuleChange): [string, string] => {
    switch (change.rule) {
      case 'absenceNoticeHours': {
        const hours = (value: number) => t('clubAdmin.sessionRules.audit.hours', { hours: count(value) });
        return [hours(change.from), hours(change.to)];
      }
      case 'creditPlans': {
        const plans = (value: PlanType[]) =>
          value.length
            ? value.map((plan) => t(`plans.names.${plan}`)).join(', ')
            : t('clubAdmin.sessionRules.audit.noPlans');
        return [plans(change.from), plans(change.to)];
      }
      case 'creditExpiryDays': {
        const days = (value: number) => t('clubAdmin.sessionRules.audit.days', { count: value });
        return [days(change.from), days(change.to)];
      }
      case 'creditsPerMonth':
        return [count(change.from), count(change.to)];
      case 'cancelledSession': {
        const choice = (value: CancelledSessionRule) => t(`clubAdmin.sessionRules.cancelledSessionChoices.${value}`);
        return [choice(change.from), choice(change.to)];
      }
      case 'unlimitedClosureRefund': {
        const flag = (on: boolean) => t(on ? 'clubAdmin.audit.yes' : 'clubAdmin.audit.no');
        return [flag(change.from), flag(change.to)];
      }
      case 'waitlistOfferHours': {
        const hours = (value: number) => t('clubAdmin.sessionRules.audit.hours', { hours: count(value) });
        return [hours(change.from), hours(change.to)];
      }
      case 'trialsPerChild':
        return [count(change.from), count(change.to)];
    }
  };
  return (
    <ul>
      {changes.map((change) => {
        const [from, to] = words(change);
        return (
          <li key={change.rule}>
            {t(`clubAdmin.sessionRules.rules.${change.rule}`)}: {from} → {to}
          </li>
        );
      })}
    </ul>
  );
}

/** A closure as it was before an edit or a deletion: each of its details by its label, read like the entry's own. */
function ClosureBefore({ closure, context }: { closure: ClosureSnapshot; context: Context }) {
  const { t } = useTranslation();
  const keys = ['from', 'to', 'location', 'reason', 'note'] as const;
  return (
    <ul>
      {keys.map((key) => (
        <li key={key}>
          {t(`clubAdmin.audit.keys.${key}`)}: <DetailValue name={key} value={closure[key]} context={context} />
        </li>
      ))}
    </ul>
  );
}

function DetailValue({ name, value, context }: { name: string; value: unknown; context: Context }) {
  const { t } = useTranslation();
  const read = useReadValue(name, context);
  if (context.action === CHANGEOVER_ACTION && isChangeoverDetail(name))
    return <ChangeoverDetail name={name} value={value} />;
  const closureBefore = closureSnapshot(context.action, name, value);
  if (closureBefore) return <ClosureBefore closure={closureBefore} context={context} />;
  const direct = read(value);
  if (direct !== null) return <>{direct}</>;
  const pricing = name === 'pricing' ? pricingChanges(value) : null;
  if (pricing) return <PricingChanges changes={pricing} currency={oneOf(CURRENCIES, context.currency)} />;
  const rules = name === 'sessionRules' ? sessionRulesChanges(value) : null;
  if (rules) return <SessionRulesChanges changes={rules} />;
  const retention = name === 'retention' ? retentionChanges(value) : null;
  if (retention) return <RetentionChanges changes={retention} />;
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

/**
 * The details a person can read: the currency is already in every amount, and an id with no name behind it (a reply,
 * an account the entry's record already names) tells nobody anything.
 */
function readableDetails(entry: AuditEntry, details: Record<string, unknown>): [string, unknown][] {
  const hasMoney = Object.keys(details).some(
    (key) => MONEY_KEYS.includes(key) || key === 'refund' || key === 'pricing',
  );
  return Object.entries(details).filter(([key, value]) => {
    if (key === 'currency' && (hasMoney || entry.action === CHANGEOVER_ACTION)) return false;
    return !(typeof value === 'string' && isUuid(value) && !entry.names[value]);
  });
}

/** An entry's details, folded: each as a labelled pair in the reader's words. */
export function AuditDetails({ entry, details }: { entry: AuditEntry; details: Record<string, unknown> }) {
  const { t } = useTranslation();
  const entries = readableDetails(entry, details);
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
              <DetailValue
                name={key}
                value={value}
                context={{ action: entry.action, currency: details.currency, names: entry.names }}
              />
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
