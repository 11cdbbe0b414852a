import { isCalendarDate } from '@swim/shared/calendar-date';
import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClubToday } from '../../hooks/use-club-today';
import { useLanguage } from '../../hooks/use-language';
import { useTypedValue } from '../../hooks/use-typed-value';
import { formatDateInput, readDateInput } from '../../lib/date-input';
import { cn } from '../../lib/utils';
import { fieldClasses } from './input';

type DateFieldProps = Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'> & {
  /** 'YYYY-MM-DD', '' when empty, or text that is not a date yet (the form's validation reports it). */
  value: string;
  onChange: (value: string) => void;
  /** The first and last day that can be picked ('YYYY-MM-DD'); typed days outside are left to validation. */
  min?: string;
  max?: string;
};

// The month grid (react-day-picker and date-fns) loads when a calendar is first opened, or pointed at: typing a date
// needs none of it.
const loadCalendar = () => import('./calendar');
const Calendar = lazy(() => loadCalendar().then((module) => ({ default: module.Calendar })));
const preloadCalendar = () => void loadCalendar();

/** A local Date at midnight of a 'YYYY-MM-DD' day (the calendar works in the device's zone), and back. */
const toDay = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};
const toIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const dayOrUndefined = (iso: string | undefined) => (iso && isCalendarDate(iso) ? toDay(iso) : undefined);

/**
 * A date typed in the app's language (03.09.2019; 03/09/2019 in English) or picked in a calendar, whatever language the
 * browser speaks: the browser's own date input follows the browser's. The value stays ISO. Label, error and
 * description props (from FormField) reach the text input; `className` sizes the field (h-12, sm:w-44).
 */
export function DateField({ value, onChange, onBlur, min, max, className, disabled, ...props }: DateFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const today = useClubToday();
  const [open, setOpen] = useState(false);
  const typed = useTypedValue({
    value,
    onChange,
    read: readDateInput,
    show: (current) => formatDateInput(current, language),
  });

  const minDay = dayOrUndefined(min);
  const maxDay = dayOrUndefined(max);
  const selected = dayOrUndefined(value);
  const todayDay = toDay(today);
  // The month shown first: the chosen day's, else today's kept within min and max.
  const month = selected ?? (maxDay && todayDay > maxDay ? maxDay : minDay && todayDay < minDay ? minDay : todayDay);
  const startMonth = minDay ?? new Date(Math.min(todayDay.getFullYear(), month.getFullYear()) - 100, 0);
  const endMonth = maxDay ?? new Date(Math.max(todayDay.getFullYear(), month.getFullYear()) + 10, 11);

  function pick(date: Date) {
    typed.settle();
    onChange(toIso(date));
    setOpen(false);
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Anchor className={cn('relative h-11', className)}>
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('dateField.placeholder')}
          className={cn(fieldClasses, 'h-full pr-12')}
          disabled={disabled}
          {...props}
          value={typed.text}
          onChange={(event) => typed.type(event.target.value)}
          onBlur={(event) => {
            typed.settle();
            onBlur?.(event);
          }}
        />
        <Popover.Trigger
          type="button"
          disabled={disabled}
          aria-label={t('dateField.choose')}
          onPointerEnter={preloadCalendar}
          onFocus={preloadCalendar}
          className="absolute inset-y-0 right-0 grid w-11 cursor-pointer place-items-center rounded-r-xl text-ink-muted hover:text-ocean-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <CalendarDays aria-hidden="true" className="size-5" />
        </Popover.Trigger>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t('dateField.calendar')}
          // The calendar puts focus on the chosen day (or today) itself.
          onOpenAutoFocus={(event) => event.preventDefault()}
          className="z-50 rounded-2xl border border-sand-200 bg-white p-3 shadow-card"
        >
          <Suspense
            fallback={
              <p role="status" className="px-4 py-6 text-sm text-ink-muted">
                {t('states.loading')}
              </p>
            }
          >
            <Calendar
              language={language}
              selected={selected}
              onSelect={pick}
              month={month}
              startMonth={startMonth}
              endMonth={endMonth}
              min={minDay}
              max={maxDay}
              today={todayDay}
            />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
