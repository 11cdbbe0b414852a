// What a visitor reads on a session that does not take place as the weekly pattern says: "Closed" with the closure's
// reason, "Cancelled", or "Moved" with the new day and time, and the club's note, in the visitor's language.
import type { WeekSessionChange } from '@swim/shared/api/schedule-week';
import { pickText } from '@swim/shared/localized-text';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';

/** `compact`: the badge alone, its reason or new time as its title (a card's row of badges). */
export function SessionStatus({
  change,
  compact = false,
}: {
  change: WeekSessionChange | undefined;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!change) return null;
  const note = change.note ? pickText(change.note, language) : '';
  const detail =
    change.status === 'closed' && change.reason
      ? t(`closures.reasons.${change.reason}`)
      : change.status === 'moved'
        ? t('schedule.status.movedTo', {
            when: `${formatDate(change.onDate, language, 'EEEE d MMMM')}, ${change.atTime}`,
          })
        : '';
  const tone = change.status === 'moved' ? 'ocean' : 'danger';
  if (compact) {
    return (
      <Badge tone={tone} title={[detail, note].filter(Boolean).join(' · ') || undefined}>
        {t(`schedule.status.${change.status}`)}
      </Badge>
    );
  }
  return (
    <span className="flex flex-col gap-1">
      <Badge tone={tone} className="self-start">
        {t(`schedule.status.${change.status}`)}
      </Badge>
      {detail ? <span className="text-xs font-semibold text-ink">{detail}</span> : null}
      {note ? <span className="text-xs break-words text-ink-muted">{note}</span> : null}
    </span>
  );
}
