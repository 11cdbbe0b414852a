import type { Language } from '@swim/shared/enums';
import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { type ChevronProps, DayPicker } from 'react-day-picker';
import { bg } from 'react-day-picker/locale/bg';
import { enGB } from 'react-day-picker/locale/en-GB';
import { ru } from 'react-day-picker/locale/ru';

// react-day-picker's locales are date-fns' (month and day names) with its own labels translated (next month, today).
const LOCALES = { bg, en: enGB, ru } as const;

const CHEVRONS = { left: ChevronLeft, right: ChevronRight, up: ChevronDown, down: ChevronDown } as const;

function Chevron({ orientation = 'left', className }: ChevronProps) {
  const Icon = CHEVRONS[orientation];
  return <Icon aria-hidden="true" className={className} />;
}

const navButton =
  'absolute top-0 z-10 grid size-10 cursor-pointer place-items-center rounded-full text-ocean-900 hover:bg-ocean-50 aria-disabled:cursor-default aria-disabled:opacity-40 aria-disabled:hover:bg-transparent';

/** The classes of each part of the month grid (react-day-picker's own stylesheet is not loaded). */
const CLASS_NAMES = {
  root: 'relative text-ink',
  months: 'relative',
  month: 'relative flex flex-col gap-2',
  month_caption: 'mx-10 flex h-10 items-center justify-center font-semibold text-ocean-950',
  dropdowns: 'flex items-center gap-1.5',
  dropdown_root:
    'relative inline-flex items-center rounded-lg px-1.5 py-1 hover:bg-ocean-50 has-focus-visible:outline-2 has-focus-visible:outline-ocean-500',
  dropdown: 'absolute inset-0 z-10 w-full cursor-pointer appearance-none opacity-0',
  caption_label: 'inline-flex items-center gap-1 whitespace-nowrap',
  chevron: 'size-4',
  button_previous: `${navButton} left-0`,
  button_next: `${navButton} right-0`,
  month_grid: 'border-collapse',
  weekdays: '',
  weekday: 'size-10 text-center text-xs font-semibold text-ink-muted uppercase',
  week: '',
  day: 'size-10 p-0 text-center',
  day_button:
    'grid size-10 cursor-pointer place-items-center rounded-full text-sm text-ink hover:bg-ocean-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ocean-500',
  today: '[&>button]:font-bold [&>button]:text-ocean-700 [&>button]:underline [&>button]:underline-offset-4',
  selected: '[&>button]:bg-ocean-800 [&>button]:text-white [&>button]:hover:bg-ocean-700',
  outside: '',
  disabled: '[&>button]:cursor-default [&>button]:text-ink-muted/60 [&>button]:hover:bg-transparent',
  hidden: 'invisible',
};

type CalendarProps = {
  language: Language;
  selected: Date | undefined;
  onSelect: (date: Date) => void;
  /** The month shown first. */
  month: Date;
  /** The first and last month that can be reached (the years in the year list). */
  startMonth: Date;
  endMonth: Date;
  /** Days outside min-max cannot be picked. */
  min?: Date;
  max?: Date;
  today: Date;
};

/**
 * A month grid in the app's language, weeks from Monday (react-day-picker: arrow keys move by day and week, Page
 * Up/Down by month, Home/End to the week's ends, Enter picks). Month and year lists jump far, e.g. to a birth year.
 */
export function Calendar({
  language,
  selected,
  onSelect,
  month,
  startMonth,
  endMonth,
  min,
  max,
  today,
}: CalendarProps) {
  const disabled = [min ? { before: min } : null, max ? { after: max } : null].filter((matcher) => matcher !== null);
  return (
    <DayPicker
      mode="single"
      required
      selected={selected}
      onSelect={onSelect}
      defaultMonth={month}
      startMonth={startMonth}
      endMonth={endMonth}
      disabled={disabled}
      today={today}
      locale={LOCALES[language]}
      weekStartsOn={1}
      captionLayout="dropdown"
      navLayout="around"
      autoFocus
      classNames={CLASS_NAMES}
      components={{ Chevron }}
    />
  );
}
