import { cn } from '../../lib/utils';

/** 'Мария Петрова' -> 'МП': a small round badge standing in for a photo. */
export function UserInitials({ name, className }: { name: string; className?: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
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
