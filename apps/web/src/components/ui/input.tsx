import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

export const fieldClasses =
  'w-full rounded-xl border border-sand-500 bg-white px-3.5 text-base text-ink shadow-xs transition-colors placeholder:text-ink-muted/80 hover:border-sand-600 focus-visible:border-ocean-500 aria-invalid:border-red-700 disabled:opacity-60';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClasses, 'h-11', className)} {...props} />;
}
