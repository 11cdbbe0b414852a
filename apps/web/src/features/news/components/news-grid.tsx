import type { NewsSummary } from '@swim/shared/api/public';
import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { LoadingRegion } from '../../../components/loading-region';
import { NewsCard, NewsCardSkeleton } from './news-card';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** Cards under the page's <h1> take h2 headings; under a section's <h2>, h3. */
export function NewsGrid({ items, headingLevel = 'h3' }: { items: NewsSummary[]; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return <EmptyState icon={Newspaper} title={t('news.empty')} description={t('news.emptyHint')} />;
  }
  return (
    <ul className={GRID}>
      {items.map((article) => (
        <li key={article.id}>
          <NewsCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

export function NewsGridSkeleton({ count }: { count: number }) {
  return (
    <LoadingRegion className={GRID}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <NewsCardSkeleton key={index} />
      ))}
    </LoadingRegion>
  );
}
