import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** A grey placeholder block (rounded-lg unless the caller picks a radius); the region around it announces loading. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  const hasRadius = className?.includes('rounded') ?? false;
  return (
    <div
      aria-hidden="true"
      className={cn('bg-sand-200/80 motion-safe:animate-pulse', !hasRadius && 'rounded-lg', className)}
      {...props}
    />
  );
}
