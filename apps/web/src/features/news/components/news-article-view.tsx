import { pickText } from '@swim/shared/localized-text';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { MarkdownText } from '../../../components/markdown-text';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useLanguage } from '../../../hooks/use-language';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useNewsArticle } from '../api/get-news-article';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline">
      <Link to="/news">
        <ArrowLeft aria-hidden="true" />
        {t('news.backToNews')}
      </Link>
    </Button>
  );
}

/** One article by its slug, with its own heading; an unknown slug gets a not-found message. */
export function NewsArticleView({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const article = useNewsArticle(slug);
  const notFound = article.isError && isApiError(article.error) && article.error.status === 404;
  const title = article.data ? pickText(article.data.title, language) : notFound ? t('news.notFound') : t('news.title');
  useDocumentTitle(title);

  if (article.isPending || article.isError) {
    return (
      <>
        <PageHeader title={title} eyebrow={t('news.title')} />
        <Container className="py-10">
          <div className="mx-auto max-w-3xl">
            {article.isPending ? (
              <LoadingRegion className="flex flex-col gap-4">
                <Skeleton className="aspect-[16/9] w-full rounded-(--radius-card)" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-11/12" />
                <Skeleton className="h-4 w-3/4" />
              </LoadingRegion>
            ) : notFound ? (
              <EmptyState
                icon={SearchX}
                title={t('news.notFound')}
                description={t('news.notFoundHint')}
                action={<BackLink />}
              />
            ) : (
              <ErrorState error={article.error} onRetry={() => article.refetch()} />
            )}
          </div>
        </Container>
      </>
    );
  }

  const { data } = article;
  return (
    <article>
      <PageHeader title={title} eyebrow={t('news.title')}>
        <p className="mt-4 text-ocean-100">
          <time dateTime={data.publishedAt}>{formatDate(data.publishedAt, language, 'EEEE, d MMMM yyyy')}</time>
        </p>
      </PageHeader>
      <Container className="py-10">
        <div className="mx-auto max-w-3xl">
          {data.imageUrl ? (
            <img
              src={data.imageUrl}
              alt={title}
              className="mb-8 aspect-[16/9] w-full rounded-(--radius-card) object-cover shadow-card"
            />
          ) : null}
          <p className="mb-6 text-xl leading-relaxed font-medium text-ocean-900">{pickText(data.excerpt, language)}</p>
          <MarkdownText source={pickText(data.body, language)} className="text-lg leading-relaxed text-ink" />
          <div className="mt-10 border-t border-sand-200 pt-6">
            <BackLink />
          </div>
        </div>
      </Container>
    </article>
  );
}
