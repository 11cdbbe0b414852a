import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/utils';

/**
 * A 'see all' style text link with an arrow. `display`: its display classes (inline-flex by default; e.g.
 * 'hidden sm:inline-flex' to leave it off phones).
 */
export function ArrowLink({
  to,
  children,
  display = 'inline-flex',
}: {
  to: string;
  children: ReactNode;
  display?: string;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'group items-center gap-1.5 rounded-full font-semibold text-ocean-700 underline-offset-4 hover:text-ocean-900 hover:underline',
        display,
      )}
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}
