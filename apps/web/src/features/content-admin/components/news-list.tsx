import { type AdminNews, DEFAULT_MAX_IMAGE_BYTES } from '@swim/shared/api/admin-content';
import { pickText } from '@swim/shared/localized-text';
import { Newspaper, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditButton } from '../../../components/edit-button';
import { ListFrame } from '../../../components/list-frame';
import { ListThumbnail } from '../../../components/list-thumbnail';
import { ListToolbar } from '../../../components/list-toolbar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useEditDialog } from '../../../hooks/use-edit-dialog';
import { useLanguage } from '../../../hooks/use-language';
import { useListParams } from '../../../hooks/use-list-params';
import { getErrorMessageKey } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format-date';
import { oneOf } from '../../../lib/one-of';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useAdminNews, useNewsMutations } from '../api/news';
import { DeleteItemDialog } from './delete-item-dialog';
import { NewsFormDialog } from './news-form-dialog';

export const NEWS_PAGE_SIZE = 20;
const STATUSES = ['all', 'published', 'draft'] as const;
const SORTS = ['updatedAt', 'publishedAt', 'title'] as const;

function StatusBadge({ article }: { article: AdminNews }) {
  const { t } = useTranslation();
  if (!article.published) return <Badge tone="sand">{t('contentAdmin.news.statuses.draft')}</Badge>;
  if (article.scheduled) return <Badge tone="ocean">{t('contentAdmin.news.statuses.scheduled')}</Badge>;
  return <Badge tone="success">{t('contentAdmin.news.statuses.published')}</Badge>;
}

function NewsRow({ article, onEdit }: { article: AdminNews; onEdit: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { setPublished, remove } = useNewsMutations();
  const [confirming, setConfirming] = useState(false);
  const title = pickText(article.title, language);

  async function togglePublished() {
    const published = !article.published;
    try {
      await setPublished.mutateAsync({ id: article.id, published });
      showSuccessToast(
        t(published ? 'contentAdmin.news.publishedToast' : 'contentAdmin.news.unpublishedToast', { title }),
      );
    } catch (error) {
      showDestructiveToast(t('contentAdmin.news.updateFailed'), t(getErrorMessageKey(error)));
    }
  }

  async function deleteArticle() {
    try {
      await remove.mutateAsync(article.id);
      setConfirming(false);
      showSuccessToast(t('contentAdmin.news.deleted', { title }));
    } catch (error) {
      showDestructiveToast(t('contentAdmin.news.deleteFailed'), t(getErrorMessageKey(error)));
    }
  }

  return (
    <li className="grid grid-cols-[4rem_minmax(0,1fr)] gap-x-4 gap-y-3 px-4 py-4 sm:px-5 md:grid-cols-[4rem_minmax(0,2fr)_auto] md:items-center">
      <ListThumbnail url={article.thumbnailUrl} />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          <span className="break-words">{title}</span>
          <StatusBadge article={article} />
        </p>
        <p className="text-sm text-ink-muted">
          {article.publishedAt
            ? t('contentAdmin.news.dated', { date: formatDate(article.publishedAt, language) })
            : t('contentAdmin.news.undated')}
          <span className="block break-all">/news/{article.slug}</span>
        </p>
      </div>
      <div className="col-span-2 flex flex-wrap gap-2 md:col-span-1 md:justify-end">
        <EditButton name={title} onClick={onEdit} />
        <Button
          variant={article.published ? 'outline' : 'primary'}
          size="sm"
          disabled={setPublished.isPending}
          onClick={() => void togglePublished()}
          aria-label={t(article.published ? 'contentAdmin.news.unpublishNamed' : 'contentAdmin.news.publishNamed', {
            title,
          })}
        >
          {t(article.published ? 'contentAdmin.news.unpublish' : 'contentAdmin.news.publish')}
        </Button>
        <DeleteItemDialog
          open={confirming}
          onOpenChange={setConfirming}
          name={title}
          title={t('contentAdmin.news.deleteTitle')}
          description={t('contentAdmin.news.deleteDescription', { title })}
          busy={remove.isPending}
          onConfirm={() => void deleteArticle()}
        />
      </div>
    </li>
  );
}

/** News: search, filter drafts or published, sort; write, edit (cover included), publish or unpublish, delete. */
export function NewsList() {
  const { t } = useTranslation();
  const list = useListParams();
  const dialog = useEditDialog<AdminNews>();
  const query = {
    search: list.get('q'),
    status: oneOf(STATUSES, list.get('status')) ?? 'all',
    sort: oneOf(SORTS, list.get('sort')) ?? 'updatedAt',
    order: (oneOf(SORTS, list.get('sort')) ?? 'updatedAt') === 'title' ? ('asc' as const) : ('desc' as const),
    page: list.page,
    pageSize: NEWS_PAGE_SIZE,
  };
  const news = useAdminNews(query);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex justify-end">
        <Button onClick={() => dialog.openFor()}>
          <Plus aria-hidden="true" />
          {t('contentAdmin.news.new')}
        </Button>
      </div>
      <ListToolbar
        searchLabel={t('admin.common.search')}
        searchPlaceholder={t('contentAdmin.news.searchPlaceholder')}
        search={list.search}
        onSearch={list.setSearch}
        filters={[
          {
            key: 'status',
            label: t('admin.common.status'),
            value: query.status,
            options: STATUSES.map((status) => ({ value: status, label: t(`contentAdmin.news.filters.${status}`) })),
          },
          {
            key: 'sort',
            label: t('admin.common.sortBy'),
            value: query.sort,
            options: SORTS.map((sort) => ({ value: sort, label: t(`contentAdmin.news.sorts.${sort}`) })),
          },
        ]}
        onFilter={(key, value) => list.update({ [key]: value || undefined })}
      />
      <ListFrame
        query={news}
        label={t('contentAdmin.news.title')}
        totalText={(count) => t('contentAdmin.news.total', { count })}
        empty={{ icon: Newspaper, title: t('contentAdmin.news.empty'), hint: t('admin.common.emptyHint') }}
        hrefFor={list.hrefFor}
        renderItem={(article) => <NewsRow key={article.id} article={article} onEdit={() => dialog.openFor(article)} />}
      />
      <NewsFormDialog
        open={dialog.open}
        onOpenChange={dialog.setOpen}
        article={dialog.editing}
        imageBytes={news.data?.limits.imageBytes ?? DEFAULT_MAX_IMAGE_BYTES}
      />
    </div>
  );
}
