import { cn } from '../../../lib/utils';

function getInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** A portrait, or the person's initials on a water gradient when there is no photo. */
export function PersonPhoto({ name, url, className }: { name: string; url: string | null; className?: string }) {
  if (url) {
    return <img src={url} alt={name} loading="lazy" className={cn('size-full object-cover', className)} />;
  }
  return (
    <div
      aria-hidden="true"
      className={cn(
        'grid size-full place-items-center bg-linear-to-br from-ocean-700 to-lagoon-500 text-4xl font-bold text-white',
        className,
      )}
    >
      {getInitials(name)}
    </div>
  );
}
