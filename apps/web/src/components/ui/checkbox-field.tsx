import type { ComponentProps } from 'react';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type' | 'className'> & { label: string };

/** A checkbox with its label beside it; the whole line is the click target. */
export function CheckboxField({ label, ...props }: CheckboxFieldProps) {
  return (
    <label className="flex items-center gap-3 text-sm font-medium text-ink">
      <input type="checkbox" className="size-5 accent-ocean-800" {...props} />
      {label}
    </label>
  );
}
