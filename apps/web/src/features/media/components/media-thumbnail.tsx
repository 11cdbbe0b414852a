import type { MediaItem } from '@swim/shared/api/public';
import { ImageIcon, Play } from 'lucide-react';
import { cn } from '../../../lib/utils';

/** The square preview of a photo or video (videos show their poster and a play mark). */
export function MediaThumbnail({ item, alt, className }: { item: MediaItem; alt: string; className?: string }) {
  const src = item.type === 'photo' ? (item.thumbnailUrl ?? item.url) : item.thumbnailUrl;
  return (
    <span className={cn('relative block aspect-square overflow-hidden rounded-2xl bg-ocean-100', className)}>
      {src ? (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      ) : (
        <span className="grid size-full place-items-center bg-linear-to-br from-ocean-800 to-ocean-600 text-ocean-100">
          <ImageIcon aria-hidden="true" className="size-10" />
          <span className="sr-only">{alt}</span>
        </span>
      )}
      {item.type === 'video' ? (
        <span
          aria-hidden="true"
          className="absolute inset-0 grid place-items-center bg-ocean-950/25 transition-colors group-hover:bg-ocean-950/40"
        >
          <span className="grid size-12 place-items-center rounded-full bg-white/90 text-ocean-900 shadow-lg">
            <Play className="ml-0.5 size-5 fill-current" />
          </span>
        </span>
      ) : null}
    </span>
  );
}
