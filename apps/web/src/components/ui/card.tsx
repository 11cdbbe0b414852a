import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('overflow-hidden rounded-(--radius-card) border border-sand-200 bg-white shadow-card', className)}
      {...props}
    />
  );
}
