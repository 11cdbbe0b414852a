import { Switch } from 'radix-ui';
import { useId } from 'react';
import { cn } from '../../../lib/utils';

type NoticeSwitchProps = {
  /** The word shown beside the switch ("Email"). */
  label: string;
  /** The accessible name: starts with the label, then names the kind ("Email: Payment due soon"). */
  name: string;
  checked: boolean;
  disabled?: boolean;
  describedBy?: string;
  onChange: (checked: boolean) => void;
};

/**
 * An on/off switch (role=switch) drawn as a track, with its word beside it (a click target too). Inside a wide notices
 * list (an @lg container) the word moves up to the column heading; the switch keeps its full name.
 */
export function NoticeSwitch({ label, name, checked, disabled = false, describedBy, onChange }: NoticeSwitchProps) {
  const id = useId();
  return (
    <div className="inline-flex min-h-11 items-center gap-2.5 @lg:justify-self-center">
      <Switch.Root
        id={id}
        aria-label={name}
        aria-describedby={describedBy}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-ink-muted/70 p-0.5 transition-colors data-[state=checked]:bg-ocean-700 disabled:cursor-default disabled:opacity-55"
      >
        <Switch.Thumb className="block size-5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-5" />
      </Switch.Root>
      <label
        htmlFor={id}
        className={cn('text-sm font-medium text-ink @lg:sr-only', disabled ? undefined : 'cursor-pointer')}
      >
        {label}
      </label>
    </div>
  );
}
