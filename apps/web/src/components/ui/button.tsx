import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

const VARIANTS = {
  primary: 'bg-ocean-800 text-white shadow-sm hover:bg-ocean-700 active:bg-ocean-900',
  accent: 'bg-lagoon-300 text-ocean-950 shadow-sm hover:bg-lagoon-200 active:bg-lagoon-400',
  outline: 'border border-ocean-200 bg-white text-ocean-900 hover:border-ocean-300 hover:bg-ocean-50',
  ghost: 'text-ocean-900 hover:bg-ocean-50',
  onDark: 'border border-white/50 bg-white/10 text-white backdrop-blur hover:bg-white/20',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
} as const;

const SIZES = {
  sm: 'h-9 gap-1.5 px-3 text-sm',
  md: 'h-11 gap-2 px-5 text-sm',
  lg: 'h-12 gap-2 px-6 text-base',
  icon: 'size-11',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: keyof typeof SIZES;
  /** Renders the child element (e.g. a router Link) with the button's look. */
  asChild?: boolean;
};

export function Button({ variant = 'primary', size = 'md', asChild = false, className, type, ...props }: ButtonProps) {
  const classes = cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
