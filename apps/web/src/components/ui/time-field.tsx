import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useTypedValue } from '../../hooks/use-typed-value';
import { parseTimeInput, readTimeInput } from '../../lib/date-input';
import { cn } from '../../lib/utils';
import { fieldClasses } from './input';

type TimeFieldProps = Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  /** 'HH:MM', '' when empty, or text that is not a time (the form's validation reports it). */
  value: string;
  onChange: (value: string) => void;
};

/** Shows 'HH:MM' for a time (the server may send '18:00:00'), anything else as it is. */
const showTime = (value: string) => parseTimeInput(value) ?? value;

/**
 * A time of day on the 24-hour clock, typed as 17:30, 17.30, 1730 or 9:05 and shown as 17:30 once left, whatever
 * clock the browser uses (its own time input shows AM/PM in English). Label props from FormField reach the input.
 */
export function TimeField({ value, onChange, onBlur, className, ...props }: TimeFieldProps) {
  const { t } = useTranslation();
  const typed = useTypedValue({ value, onChange, read: readTimeInput, show: showTime });
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={t('timeField.placeholder')}
      className={cn(fieldClasses, 'h-11', className)}
      {...props}
      value={typed.text}
      onChange={(event) => typed.type(event.target.value)}
      onBlur={(event) => {
        typed.settle();
        onBlur?.(event);
      }}
    />
  );
}
