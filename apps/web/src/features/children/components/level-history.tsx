import type { LevelHistoryEntry } from '@swim/shared/api/children';
import { pickText } from '@swim/shared/localized-text';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LevelBadge } from '../../../components/level-badge';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';

/** Every level change, newest first, in the parent's language. */
export function LevelHistory({ history }: { history: LevelHistoryEntry[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (history.length === 0) return <p className="text-ink-muted">{t('child.levelHistory.empty')}</p>;
  const newestFirst = [...history].sort((a, b) => b.changedAt.localeCompare(a.changedAt));
  return (
    <ol className="flex flex-col gap-3">
      {newestFirst.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-1.5 rounded-xl bg-sand-100/70 px-4 py-3">
          <p className="flex flex-wrap items-center gap-2">
            <span className="sr-only">
              {t('child.levelHistory.change', {
                from: t(`levels.${entry.fromLevel}`),
                to: t(`levels.${entry.toLevel}`),
              })}
            </span>
            <span aria-hidden="true" className="flex flex-wrap items-center gap-2">
              <LevelBadge level={entry.fromLevel} />
              <ArrowRight className="size-4 text-ink-muted" />
              <LevelBadge level={entry.toLevel} />
            </span>
          </p>
          <p className="text-sm text-ink-muted">
            <time dateTime={entry.changedAt}>{formatDate(entry.changedAt, language, 'd MMMM yyyy, HH:mm')}</time>
            {entry.changedBy ? ` · ${t('child.levelHistory.by', { name: pickText(entry.changedBy, language) })}` : ''}
          </p>
        </li>
      ))}
    </ol>
  );
}
