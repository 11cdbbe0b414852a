import { cn } from '../lib/utils';

/** Decorative wave that blends a dark band into the sand page background below it. */
export function WaveEdge({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 1440 80"
      preserveAspectRatio="none"
      className={cn('pointer-events-none absolute inset-x-0 bottom-0 h-8 w-full sm:h-12', className)}
    >
      <path
        d="M0 48c120-22 240-34 360-22s240 44 360 44 240-36 360-44 240 8 360 22v32H0z"
        className="fill-lagoon-400/30"
      />
      <path d="M0 60c160-20 320-26 480-10s320 30 480 22 320-34 480-26v34H0z" className="fill-sand-50" />
    </svg>
  );
}
