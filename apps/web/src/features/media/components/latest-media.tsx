import { pickText } from '@swim/shared/localized-text';
import { Images } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { PHONE_ROW } from '../../../lib/phone-row';
import { cn } from '../../../lib/utils';
import { useMedia } from '../api/get-media';
import { MediaThumbnail } from './media-thumbnail';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6';

/** Six newest photos and videos, each leading to the gallery. */
export function LatestMedia() {
  const { t } = useTranslation();
  const language = useLanguage();
  const media = useMedia(undefined, 6);
  if (media.isPending) {
    return (
      <LoadingRegion className={GRID}>
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="aspect-square rounded-2xl" />
        ))}
      </LoadingRegion>
    );
  }
  if (media.isError) return <ErrorState error={media.error} onRetry={() => media.refetch()} />;
  if (media.data.length === 0) return <EmptyState icon={Images} title={t('media.empty')} />;
  return (
    <ul className={cn(GRID, PHONE_ROW)}>
      {media.data.map((item) => {
        const title = pickText(item.title, language);
        return (
          <li key={item.id} className="max-sm:w-[36%] max-sm:shrink-0 max-sm:snap-start">
            <Link
              to={item.type === 'video' ? '/media?type=video' : '/media'}
              className="group block rounded-2xl"
              aria-label={t('media.viewInGallery', { title })}
            >
              <MediaThumbnail item={item} alt={title} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
