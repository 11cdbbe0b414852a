import { getInitials } from '../../../lib/initials';
import { cn } from '../../../lib/utils';

/** A portrait, or the initials of the name as shown (`name`, in the page's language) when there is no photo. */
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
