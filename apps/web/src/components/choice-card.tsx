import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/utils';

type ChoiceCardProps = {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: (value: string) => void;
  /** Ids of the elements that name the choice (e.g. its title and its 'Full' badge). */
  labelledBy: string;
  describedBy?: string;
  /** 'roomy' for a few large choices (the wizard), 'compact' for a form's options. */
  density?: 'roomy' | 'compact';
  children: ReactNode;
};

/** A radio button drawn as a card; arrow keys move between the cards of one group, as with any radio group. */
export function ChoiceCard({
  name,
  value,
  checked,
  disabled,
  onSelect,
  labelledBy,
  describedBy,
  density = 'roomy',
  children,
}: ChoiceCardProps) {
  return (
    <label
      className={cn(
        'relative flex h-full gap-3 rounded-(--radius-card) border-2 bg-white p-4 transition-colors has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ocean-500',
        density === 'roomy' ? 'sm:p-5' : 'min-h-16',
        checked ? 'border-ocean-600 bg-ocean-50/60 shadow-card' : 'border-sand-200',
        disabled ? 'cursor-not-allowed border-dashed bg-sand-100/70' : 'cursor-pointer hover:border-ocean-300',
      )}
    >
      <input
        type="radio"
        className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-(--radius-card) opacity-0 disabled:cursor-not-allowed"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onSelect(value)}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
      />
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 grid size-6 shrink-0 place-items-center rounded-full border-2',
          checked ? 'border-ocean-700 bg-ocean-700 text-white' : 'border-sand-400 bg-white',
          disabled && 'border-sand-300 bg-sand-200',
        )}
      >
        {checked ? <Check className="size-3.5" strokeWidth={3} /> : null}
      </span>
      <span className={cn('flex min-w-0 flex-1 flex-col', density === 'roomy' ? 'gap-2' : 'gap-1')}>{children}</span>
    </label>
  );
}
