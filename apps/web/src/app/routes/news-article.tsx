import { useParams } from 'react-router';
import { NewsArticleView } from '../../features/news/components/news-article-view';

export function NewsArticlePage() {
  const { slug = '' } = useParams();
  return <NewsArticleView key={slug} slug={slug} />;
}
