import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../lib/utils';

type PaginationProps = { page: number; pageCount: number; hrefFor: (page: number) => string };

/** Page numbers around the current one, with first/last and previous/next links. */
function getVisiblePages(page: number, pageCount: number): Array<number | 'gap'> {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | 'gap'> = [];
  for (const [index, value] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && value - previous > 1) result.push('gap');
    result.push(value);
  }
  return result;
}

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold transition-colors';

export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 ? (
          <li>
            <Link to={hrefFor(page - 1)} className={cn(itemClass, 'text-ocean-800 hover:bg-ocean-50')}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t('pagination.previous')}
            </Link>
          </li>
        ) : null}
        {getVisiblePages(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                className={cn(
                  itemClass,
                  item === page ? 'bg-ocean-800 text-white' : 'text-ocean-800 hover:bg-ocean-50',
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={hrefFor(page + 1)} className={cn(itemClass, 'text-ocean-800 hover:bg-ocean-50')}>
              {t('pagination.next')}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
