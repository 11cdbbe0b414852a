import { ShoppingBag } from 'lucide-react';
import { cn } from '../../../lib/utils';

/** A product's picture, or a bag icon when it has none. */
export function ProductImage({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  return (
    <div className={cn('overflow-hidden bg-linear-to-br from-sand-100 to-ocean-50', className)}>
      {src ? (
        <img src={src} alt={alt} loading="lazy" className="size-full object-cover" />
      ) : (
        <div className="grid size-full place-items-center text-ocean-300">
          <ShoppingBag aria-hidden="true" className="size-1/3" />
        </div>
      )}
    </div>
  );
}
