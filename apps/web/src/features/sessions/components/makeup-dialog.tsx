import type { MakeupBooking, MakeupOption, SessionKey } from '@swim/shared/api/sessions';
import { pickText } from '@swim/shared/localized-text';
import { MapPin, UserRound } from 'lucide-react';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FreePlaces } from '../../../components/free-places';
import { LoadingRegion } from '../../../components/loading-region';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { useBookMakeup } from '../api/book-makeup';
import { useMakeupOptions } from '../api/get-makeup-options';
import { useMoveMakeup } from '../api/move-makeup';
import { formatSessionDay, formatSessionTime } from '../lib/format-session';
import { InlineError } from './inline-error';

type MakeupDialogProps = {
  childId: string;
  creditId: string;
  /** Moving a booked make-up posts to its /move; otherwise the credit books a new one. */
  moving?: MakeupBooking;
  trigger: ReactElement;
  onDone: (done: 'booked' | 'moved') => void;
};

const sameSession = (option: SessionKey, other: SessionKey) =>
  option.classId === other.classId && option.date === other.date && option.startTime === other.startTime;

/** The options by the day they take place on, in time order within a day (the server sends them in time order). */
function groupByDay(options: MakeupOption[]): [string, MakeupOption[]][] {
  const days = new Map<string, MakeupOption[]>();
  for (const option of options) days.set(option.onDate, [...(days.get(option.onDate) ?? []), option]);
  return [...days.entries()];
}

/** "Book a make-up" / "Move": the sessions a credit can take, by day, each booked with one tap. */
export function MakeupDialog({ childId, creditId, moving, trigger, onDone }: MakeupDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<SessionKey | null>(null);
  const options = useMakeupOptions(childId, creditId, open);
  const book = useBookMakeup(childId);
  const move = useMoveMakeup(childId);
  const action = moving ? move : book;

  function changeOpen(next: boolean) {
    setOpen(next);
    book.reset();
    move.reset();
  }

  async function choose(option: MakeupOption) {
    const session = { classId: option.classId, date: option.date, startTime: option.startTime };
    setChosen(session);
    try {
      if (moving) await move.mutateAsync({ bookingId: moving.id, session });
      else await book.mutateAsync({ ...session, creditId });
      setOpen(false);
      onDone(moving ? 'moved' : 'booked');
    } catch {
      // The reason shows in the dialog, next to the options (action.error).
    }
  }

  // The make-up being moved is not an option to move it to.
  const choices = (options.data?.options ?? []).filter((option) => !moving || !sameSession(option, moving));
  // The server searches a few weeks ahead at most: say the day it searched to, and the credit's own last day when later.
  const searchedUntil = options.data ? formatDate(options.data.searchedUntil, language) : '';
  const searchStopsEarly = options.data ? options.data.searchedUntil < options.data.expiresOn : false;

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <DialogTitle>{t(moving ? 'sessions.dialog.moveTitle' : 'sessions.dialog.bookTitle')}</DialogTitle>
          <DialogDescription>
            {options.data ? t('sessions.dialog.description', { date: searchedUntil }) : t('states.loading')}
            {options.data && searchStopsEarly
              ? ` ${t('sessions.dialog.searchLimit', { date: formatDate(options.data.expiresOn, language) })}`
              : null}
          </DialogDescription>
        </div>
        {action.isError ? <InlineError error={action.error} /> : null}
        {options.isPending ? (
          <LoadingRegion className="flex flex-col gap-3">
            <Skeleton className="h-16 rounded-xl" />
            <Skeleton className="h-16 rounded-xl" />
          </LoadingRegion>
        ) : options.isError ? (
          <InlineError error={options.error} />
        ) : choices.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('sessions.dialog.empty', { date: searchedUntil })}</p>
        ) : (
          <div className="flex flex-col gap-4">
            {groupByDay(choices).map(([day, dayOptions]) => (
              <section key={day} aria-label={formatSessionDay(day, language)} className="flex flex-col gap-2">
                <h3 className="text-sm font-bold text-ocean-900">{formatSessionDay(day, language)}</h3>
                <ul className="flex flex-col gap-2">
                  {dayOptions.map((option) => (
                    <MakeupOptionItem
                      key={`${option.classId}-${option.date}-${option.startTime}`}
                      option={option}
                      busy={action.isPending}
                      choosing={action.isPending && chosen !== null && sameSession(option, chosen)}
                      onChoose={() => choose(option)}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
        <DialogClose asChild>
          <Button variant="ghost" className="self-end">
            {t('sessions.dialog.close')}
          </Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}

type MakeupOptionItemProps = { option: MakeupOption; busy: boolean; choosing: boolean; onChoose: () => void };

function MakeupOptionItem({ option, busy, choosing, onChoose }: MakeupOptionItemProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = pickText(option.classTitle, language);
  const time = formatSessionTime(option.atTime, option.durationMinutes);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-sand-200 p-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink tabular-nums">{time}</p>
        <p className="text-sm text-ink">{title}</p>
        <p className="flex items-start gap-1.5 text-sm text-ink-muted">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {pickText(option.locationName, language)}
        </p>
        {option.coachName ? (
          <p className="flex items-start gap-1.5 text-sm text-ink-muted">
            <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {pickText(option.coachName, language)}
          </p>
        ) : null}
        <p className="mt-1">
          <FreePlaces freePlaces={option.freePlaces} />
        </p>
      </div>
      <Button
        size="sm"
        disabled={busy || option.freePlaces <= 0}
        aria-busy={choosing}
        aria-label={t('sessions.dialog.chooseFor', {
          when: formatSessionDay(option.onDate, language),
          time,
          class: title,
        })}
        onClick={onChoose}
      >
        {t('sessions.dialog.choose')}
      </Button>
    </li>
  );
}
