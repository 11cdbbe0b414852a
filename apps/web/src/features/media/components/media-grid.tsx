import type { MediaType } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized-text';
import { Images } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { useMedia } from '../api/get-media';
import { MediaLightbox } from './media-lightbox';
import { MediaThumbnail } from './media-thumbnail';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

/** The gallery grid; each tile opens the lightbox at that item. */
export function MediaGrid({ type }: { type?: MediaType }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const media = useMedia(type);
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  if (media.isPending) {
    return (
      <LoadingRegion className={GRID}>
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="aspect-square rounded-2xl" />
        ))}
      </LoadingRegion>
    );
  }
  if (media.isError) return <ErrorState error={media.error} onRetry={() => media.refetch()} />;
  if (media.data.length === 0) {
    return <EmptyState icon={Images} title={t('media.empty')} description={t('media.emptyHint')} />;
  }

  return (
    <>
      <ul className={GRID}>
        {media.data.map((item, index) => {
          const title = pickText(item.title, language);
          return (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => setOpenIndex(index)}
                aria-label={t(item.type === 'video' ? 'media.playVideo' : 'media.openPhoto', { title })}
                className="group block w-full cursor-pointer rounded-2xl text-left"
              >
                <MediaThumbnail item={item} alt={title} />
                <span aria-hidden="true" className="mt-2 line-clamp-1 px-0.5 text-sm font-medium text-ink">
                  {title}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <MediaLightbox items={media.data} index={openIndex} onIndexChange={setOpenIndex} />
    </>
  );
}
