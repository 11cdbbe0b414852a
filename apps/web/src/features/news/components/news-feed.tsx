import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { Pagination } from '../../../components/pagination';
import { NEWS_PAGE_SIZE, useNews } from '../api/get-news';
import { NewsGrid, NewsGridSkeleton } from './news-grid';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** All news, a page at a time; the page number lives in the URL (?page=2). */
export function NewsFeed() {
  const [searchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const news = useNews(page);
  if (news.isPending) return <NewsGridSkeleton count={6} />;
  if (news.isError) return <ErrorState error={news.error} onRetry={() => news.refetch()} />;
  const pageCount = Math.max(1, Math.ceil(news.data.total / (news.data.pageSize || NEWS_PAGE_SIZE)));
  return (
    <div aria-busy={news.isPlaceholderData || undefined}>
      <NewsGrid items={news.data.items} headingLevel="h2" />
      <Pagination page={page} pageCount={pageCount} hrefFor={(p) => (p === 1 ? '/news' : `/news?page=${p}`)} />
    </div>
  );
}
