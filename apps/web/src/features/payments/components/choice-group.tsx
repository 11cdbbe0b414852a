import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';

type ChoiceGroupProps = {
  id: string;
  legend: string;
  hint?: string;
  /** Translated error text shown under the choices and read with the group. */
  error?: string;
  className?: string;
  children: ReactNode;
};

/** A fieldset of radio cards with its legend, an optional hint and the group's error. */
export function ChoiceGroup({ id, legend, hint, error, className, children }: ChoiceGroupProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={describedBy} className="flex flex-col gap-3">
      <legend className="mb-3 text-lg font-bold text-ocean-950">{legend}</legend>
      {hint ? (
        <p id={hintId} className="-mt-2 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div className={cn('grid gap-3', className)}>{children}</div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
