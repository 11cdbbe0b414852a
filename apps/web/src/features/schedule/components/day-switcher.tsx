import { useTranslation } from 'react-i18next';
import { DAY_KEYS } from '../../../lib/days';
import { cn } from '../../../lib/utils';

type DaySwitcherProps = {
  /** The day shown, 0 = Monday. */
  shown: number;
  /** Today in the club's time zone, 0 = Monday. */
  today: number;
  /** The days that have classes (the others are dimmed, still choosable). */
  busyDays: ReadonlySet<number>;
  /** The days with a session closed, cancelled or moved (away or in): marked, so a phone shows them without a tap. */
  changedDays: ReadonlySet<number>;
  /** The id of each day's panel, for aria-controls. */
  panelId: (index: number) => string;
  onShow: (index: number) => void;
};

/**
 * The phone's row of seven days. Each button shows the short name and is named by it first, then the full name
 * (WCAG 2.5.3: a voice user says what they see), "today" where it is today, and "schedule changes" where a session
 * that day is closed, cancelled or moved: a dot in the button's corner, apart from today's dot under the name.
 */
export function DaySwitcher({ shown, today, busyDays, changedDays, panelId, onShow }: DaySwitcherProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="m-0 mb-4 grid min-w-0 grid-cols-7 gap-1 border-0 p-0 sm:hidden">
      <legend className="sr-only">{t('schedule.chooseDay')}</legend>
      {DAY_KEYS.map((day, index) => {
        const pressed = index === shown;
        const changed = changedDays.has(index);
        // Named in one string: spans' text joined by a browser's or a screen reader's rules may lose the space
        // between the short and the full name ('ПнПонеделник'), which a voice user could no longer say.
        const name = [
          `${t(`daysShort.${day}`)} ${t(`days.${day}`)}`,
          index === today ? t('schedule.today') : null,
          changed ? t('schedule.dayChanged') : null,
        ]
          .filter(Boolean)
          .join(', ');
        return (
          <button
            key={day}
            type="button"
            aria-label={name}
            aria-pressed={pressed}
            aria-controls={panelId(index)}
            onClick={() => onShow(index)}
            className={cn(
              'relative flex h-12 cursor-pointer flex-col items-center justify-center rounded-xl text-sm font-semibold transition-colors',
              pressed ? 'bg-ocean-800 text-white' : 'bg-sand-100 text-ocean-900 hover:bg-sand-200',
              !busyDays.has(index) && !pressed && 'text-ink-muted',
              index === today && !pressed && 'ring-2 ring-lagoon-500 ring-inset',
            )}
          >
            <span>{t(`daysShort.${day}`)}</span>
            {changed ? (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-1 right-1 size-2.5 rounded-full bg-red-600 ring-2',
                  pressed ? 'ring-ocean-800' : 'ring-white',
                )}
              />
            ) : null}
            {index === today ? (
              <span
                aria-hidden="true"
                className={cn('mt-0.5 size-1.5 rounded-full', pressed ? 'bg-lagoon-300' : 'bg-lagoon-600')}
              />
            ) : null}
          </button>
        );
      })}
    </fieldset>
  );
}
