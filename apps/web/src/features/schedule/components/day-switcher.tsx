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
  /** The id of each day's panel, for aria-controls. */
  panelId: (index: number) => string;
  onShow: (index: number) => void;
};

/**
 * The phone's row of seven days. Each button shows the short name and is named by it first, then the full name
 * (WCAG 2.5.3: a voice user says what they see), and "today" where it is today.
 */
export function DaySwitcher({ shown, today, busyDays, panelId, onShow }: DaySwitcherProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="m-0 mb-4 grid min-w-0 grid-cols-7 gap-1 border-0 p-0 sm:hidden">
      <legend className="sr-only">{t('schedule.chooseDay')}</legend>
      {DAY_KEYS.map((day, index) => {
        const pressed = index === shown;
        return (
          <button
            key={day}
            type="button"
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
            <span className="sr-only">
              {' '}
              {t(`days.${day}`)}
              {index === today ? `, ${t('schedule.today')}` : ''}
            </span>
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
