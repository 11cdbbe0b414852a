import type { MakeupBooking } from '@swim/shared/api/sessions';
import { pickText } from '@swim/shared/localized-text';
import { CalendarClock, MapPin, UserRound, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { formatDeadline, formatSessionDay, formatSessionTime } from '../lib/format-session';
import { MakeupDialog } from './makeup-dialog';

type BookedMakeupProps = {
  childId: string;
  booking: MakeupBooking;
  busy: boolean;
  onCancel: () => void;
  onMoved: () => void;
};

/** A booked make-up: when and where, with "Cancel make-up" and "Move" until the notice period. */
export function BookedMakeup({ childId, booking, busy, onCancel, onMoved }: BookedMakeupProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-lagoon-50 p-3">
      <div>
        <p className="text-xs font-bold tracking-wide text-lagoon-800 uppercase">{t('sessions.makeup.label')}</p>
        <p className="font-semibold text-ink">
          {formatSessionDay(booking.onDate, language)} ·{' '}
          <span className="tabular-nums">{formatSessionTime(booking.atTime, booking.durationMinutes)}</span>
        </p>
        <p className="text-sm text-ink">{pickText(booking.classTitle, language)}</p>
        <p className="flex items-start gap-1.5 text-sm text-ink-muted">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {pickText(booking.locationName, language)}
        </p>
        {booking.coachName ? (
          <p className="flex items-start gap-1.5 text-sm text-ink-muted">
            <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('sessions.makeup.coach', { name: pickText(booking.coachName, language) })}
          </p>
        ) : null}
      </div>
      {booking.canChange ? (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <MakeupDialog
              childId={childId}
              creditId={booking.creditId}
              moving={booking}
              onDone={onMoved}
              trigger={
                <Button size="sm" variant="outline" disabled={busy}>
                  <CalendarClock aria-hidden="true" />
                  {t('sessions.makeup.move')}
                </Button>
              }
            />
            <Button
              size="sm"
              variant="ghost"
              className="text-red-800 hover:bg-red-50"
              disabled={busy}
              onClick={onCancel}
            >
              <X aria-hidden="true" />
              {t('sessions.makeup.cancel')}
            </Button>
          </div>
          <p className="text-sm text-ink-muted">
            {t('sessions.makeup.changeUntil', { when: formatDeadline(booking.changeBy, language) })}
          </p>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">{t('sessions.makeup.locked')}</p>
      )}
    </div>
  );
}
