import { cn } from '../lib/utils';

/** The club's mark: a dolphin leaping over two waves. Decorative; the club name is next to it. */
export function ClubMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 48 48" className={cn('size-10 shrink-0', className)}>
      <rect width="48" height="48" rx="14" className="fill-ocean-800" />
      <path
        d="M10 31c4-10 13-17 24-16l3-4 1 5c2 1 3 2 4 4-3-1-6-1-8 0-5 1-9 4-12 8l-3 4-1-4-4 2 1-4c-2 1-4 2-5 5z"
        className="fill-sand-100"
      />
      <path
        d="M6 35c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2 3-2 6-2 3 2 6 2"
        fill="none"
        strokeWidth="2.4"
        strokeLinecap="round"
        className="stroke-lagoon-300"
      />
      <path
        d="M6 40.5c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2 3-2 6-2 3 2 6 2"
        fill="none"
        strokeWidth="2.4"
        strokeLinecap="round"
        className="stroke-ocean-300"
      />
    </svg>
  );
}
