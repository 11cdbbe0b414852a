// What a visitor reads on a session that does not take place as the weekly pattern says: "Closed" with the closure's
// reason, "Cancelled", or "Moved" with the new day and time (or, on the day it was moved to, the day and time it was
// moved from: the same week, so the day's name says it), and the club's note, in the visitor's language.
import type { WeekSessionChange } from '@swim/shared/api/schedule-week';
import { hhmm } from '@swim/shared/dated-sessions';
import { pickText } from '@swim/shared/localized-text';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';

type StatusProps = {
  change: WeekSessionChange | undefined;
  /** Shown on the day the session was moved to. */
  movedIn?: boolean;
};

/** The reason, where to or where from, and the club's note of a change, in the visitor's language. */
function useStatusWords({ change, movedIn = false }: StatusProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!change) return null;
  const detail =
    change.status === 'closed' && change.reason
      ? t(`closures.reasons.${change.reason}`)
      : change.status === 'moved' && movedIn
        ? t('schedule.status.movedFrom', {
            when: `${formatDate(change.date, language, 'EEEE')}, ${hhmm(change.startTime)}`,
          })
        : change.status === 'moved'
          ? t('schedule.status.movedTo', {
              when: `${formatDate(change.onDate, language, 'EEEE d MMMM')}, ${change.atTime}`,
            })
          : '';
  return {
    label: t(`schedule.status.${change.status}`),
    tone: change.status === 'moved' ? ('ocean' as const) : ('danger' as const),
    detail,
    note: change.note ? pickText(change.note, language) : '',
  };
}

/**
 * The change's badge, for a card's row of badges. `titled`: its reason, where to and note as its title (a card that
 * shows no more of it).
 */
export function SessionStatus({ titled = false, ...props }: StatusProps & { titled?: boolean }) {
  const words = useStatusWords(props);
  if (!words) return null;
  const title = titled ? [words.detail, words.note].filter(Boolean).join(' · ') : '';
  return (
    <Badge tone={words.tone} title={title || undefined}>
      {words.label}
    </Badge>
  );
}

/** The change's reason, where to or where from, and the club's note, as lines under the card's badges. */
export function SessionStatusDetail(props: StatusProps) {
  const words = useStatusWords(props);
  if (!words || (!words.detail && !words.note)) return null;
  return (
    <span className="flex flex-col gap-1">
      {words.detail ? <span className="text-xs font-semibold text-ink">{words.detail}</span> : null}
      {words.note ? <span className="text-xs break-words text-ink-muted">{words.note}</span> : null}
    </span>
  );
}
