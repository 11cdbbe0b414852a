import { Slot } from 'radix-ui';
import { type ReactElement, useId } from 'react';
import { Label } from './label';

type FormFieldProps = {
  label: string;
  /** Translated error text; when set the control is marked invalid and described by it. */
  error?: string;
  hint?: string;
  optional?: string;
  children: ReactElement;
};

/** Label, control and error message wired together for assistive technology. */
export function FormField({ label, error, hint, optional, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="ml-1 font-normal text-ink-muted">({optional})</span> : null}
      </Label>
      <Slot.Root id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
