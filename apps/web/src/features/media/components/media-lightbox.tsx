import type { MediaItem } from '@swim/shared/api/public';
import { pickText } from '@swim/shared/localized-text';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { useLanguage } from '../../../hooks/use-language';

type MediaLightboxProps = {
  items: MediaItem[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
};

/** Full-size view of one item; arrows and buttons move through the list, Escape closes. */
export function MediaLightbox({ items, index, onIndexChange }: MediaLightboxProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const item = index === null ? undefined : items[index];
  const count = items.length;

  function move(step: number) {
    if (index === null || count === 0) return;
    onIndexChange((index + step + count) % count);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Arrow keys seek inside a focused video; only move when the video is not the target.
    if (event.target instanceof HTMLVideoElement) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    }
  }

  const title = item ? pickText(item.title, language) : '';
  const description = item?.description ? pickText(item.description, language) : '';

  return (
    <Dialog open={item !== undefined} onOpenChange={(open) => (open ? undefined : onIndexChange(null))}>
      <DialogContent variant="media" onKeyDown={handleKeyDown}>
        {item ? (
          <div className="flex flex-col">
            <div className="relative grid min-h-60 place-items-center bg-black">
              {item.type === 'video' ? (
                // biome-ignore lint/a11y/useMediaCaption: the API offers no caption files; club clips are music-only
                <video
                  key={item.id}
                  src={item.url}
                  poster={item.thumbnailUrl ?? undefined}
                  controls
                  autoPlay
                  playsInline
                  aria-label={title}
                  className="max-h-[70dvh] w-full"
                />
              ) : (
                <img
                  key={item.id}
                  src={item.url}
                  alt={title}
                  className="max-h-[70dvh] w-auto max-w-full object-contain"
                />
              )}
            </div>
            <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
              <div className="min-w-0">
                <DialogTitle>{title}</DialogTitle>
                {description ? (
                  <DialogDescription className="mt-1">{description}</DialogDescription>
                ) : (
                  <DialogDescription className="sr-only">{t('media.lightboxHint')}</DialogDescription>
                )}
              </div>
              <div className="flex shrink-0 items-center gap-2">
                <Button variant="onDark" size="icon" onClick={() => move(-1)} aria-label={t('media.previous')}>
                  <ChevronLeft aria-hidden="true" />
                </Button>
                <span className="min-w-14 text-center text-sm text-ocean-100 tabular-nums" aria-live="polite">
                  {t('media.position', { current: (index ?? 0) + 1, total: count })}
                </span>
                <Button variant="onDark" size="icon" onClick={() => move(1)} aria-label={t('media.next')}>
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            </div>
            <DialogClose asChild>
              <Button variant="onDark" size="icon" aria-label={t('actions.close')} className="absolute top-3 right-3">
                <X aria-hidden="true" />
              </Button>
            </DialogClose>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
