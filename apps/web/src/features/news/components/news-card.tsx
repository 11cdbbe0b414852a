import type { NewsSummary } from '@swim/shared/api/public';
import { pickText } from '@swim/shared/localized-text';
import { ArrowRight, Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';

/** A news teaser; the whole card is clickable through the title link. */
export function NewsCard({
  article,
  headingLevel: Heading = 'h3',
}: {
  article: NewsSummary;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = pickText(article.title, language);
  return (
    <Card className="group relative flex h-full flex-col transition-shadow focus-within:shadow-lg hover:shadow-lg">
      <div className="aspect-[16/9] overflow-hidden bg-linear-to-br from-ocean-100 to-lagoon-100">
        {article.imageUrl ? (
          <img
            src={article.imageUrl}
            alt={title}
            loading="lazy"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : (
          <div className="grid size-full place-items-center text-ocean-400">
            <Newspaper aria-hidden="true" className="size-12" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <time dateTime={article.publishedAt} className="text-sm font-medium text-lagoon-700">
          {formatDate(article.publishedAt, language)}
        </time>
        <Heading className="text-lg leading-snug font-bold text-ocean-950">
          <Link
            to={`/news/${article.slug}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-ink-muted">{pickText(article.excerpt, language)}</p>
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-ocean-700"
        >
          {t('news.readMore')}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </Card>
  );
}

export function NewsCardSkeleton() {
  return (
    <Card>
      <Skeleton className="aspect-[16/9] rounded-none" />
      <div className="flex flex-col gap-3 p-5">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </Card>
  );
}
