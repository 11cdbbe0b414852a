import type { NewsSummary } from '@swim/shared/api/public';
import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { LoadingRegion } from '../../../components/loading-region';
import { PHONE_ROW, PHONE_ROW_ITEM } from '../../../lib/phone-row';
import { cn } from '../../../lib/utils';
import { NewsCard, NewsCardSkeleton } from './news-card';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

type NewsGridProps = {
  items: NewsSummary[];
  /** Cards under the page's <h1> take h2 headings; under a section's <h2>, h3. */
  headingLevel?: 'h2' | 'h3';
  /** On a phone, one row that scrolls sideways (the home page) rather than a stack (the news page). */
  phoneRow?: boolean;
};

export function NewsGrid({ items, headingLevel = 'h3', phoneRow = false }: NewsGridProps) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return <EmptyState icon={Newspaper} title={t('news.empty')} description={t('news.emptyHint')} />;
  }
  return (
    <ul className={cn(GRID, phoneRow && PHONE_ROW)}>
      {items.map((article) => (
        <li key={article.id} className={phoneRow ? PHONE_ROW_ITEM : undefined}>
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
