import type { AuditEntry } from '@swim/shared/api/admin-audit';
import type { Language } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized-text';
import { formatMoney } from '@swim/shared/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { actionKey, entityHref, isKnownAction, isKnownEntity } from '../lib/audit-format';
import { AuditDetails } from './audit-details';

/** The record as a person knows it: "PM-2026-000123 · Виктория Петрова · 80,00 €"; null when nothing names it. */
function targetLabel(entry: AuditEntry, language: Language): string | null {
  const target = entry.target;
  if (!target) return null;
  const parts = [
    target.number,
    target.name ? pickText(target.name, language) : null,
    target.amount !== null && target.currency ? formatMoney(target.amount, target.currency, language) : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
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
  const label = targetLabel(entry, language);
  return (
    <li className="grid gap-2 px-4 py-4 sm:px-5 md:grid-cols-[minmax(0,1fr)_auto] md:gap-6">
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="font-semibold break-words text-ink">{what}</p>
        <p className="text-sm break-words text-ink-muted">
          {entry.actor ? (
            <>
              <span className="font-medium text-ink">{pickText(entry.actor.name, language)}</span> · {entry.actor.email}
            </>
          ) : (
            <span className="font-medium text-ink">{t('clubAdmin.audit.system')}</span>
          )}
        </p>
        <p className="text-sm break-words text-ink-muted">
          {label ? `${entity} ` : null}
          {href ? (
            <Link to={href} className="text-ocean-800 underline underline-offset-4">
              {label ?? entity}
            </Link>
          ) : (
            <span>{label ?? entity}</span>
          )}
        </p>
        {entry.details ? <AuditDetails entry={entry} details={entry.details} /> : null}
      </div>
      <p className="text-sm whitespace-nowrap text-ink-muted">
        <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, language, 'd MMM yyyy, HH:mm:ss')}</time>
      </p>
    </li>
  );
}
