import { useNews } from '../api/get-news';
import { NewsGrid, NewsGridSkeleton } from './news-grid';
import { ErrorState } from '../../../components/error-state';

/** The three newest articles, for the home page. */
export function LatestNews() {
  const news = useNews(1, 3);
  if (news.isPending) return <NewsGridSkeleton count={3} />;
  if (news.isError) return <ErrorState error={news.error} onRetry={() => news.refetch()} />;
  return <NewsGrid items={news.data.items} phoneRow />;
}
