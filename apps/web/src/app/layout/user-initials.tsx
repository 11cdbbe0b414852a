import { getInitials } from '../../lib/initials';
import { cn } from '../../lib/utils';

/** 'Мария Петрова' -> 'МП': a small round badge standing in for a photo. */
export function UserInitials({ name, className }: { name: string; className?: string }) {
  const initials = getInitials(name);
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-8 shrink-0 place-items-center rounded-full bg-ocean-800 text-xs font-bold text-white',
        className,
      )}
    >
      {initials || '?'}
    </span>
  );
}
