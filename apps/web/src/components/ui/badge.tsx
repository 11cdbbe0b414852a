import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

const TONES = {
  neutral: 'bg-sand-100 text-sand-800 ring-sand-200',
  ocean: 'bg-ocean-50 text-ocean-800 ring-ocean-200',
  lagoon: 'bg-lagoon-50 text-lagoon-800 ring-lagoon-200',
  sand: 'bg-sand-200 text-sand-900 ring-sand-300',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({ tone = 'neutral', className, ...props }: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset [&_svg]:size-3.5',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
