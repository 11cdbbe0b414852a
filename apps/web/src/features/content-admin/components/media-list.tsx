import { type AdminMedia, DEFAULT_MAX_IMAGE_BYTES, DEFAULT_MAX_VIDEO_BYTES } from '@swim/shared/api/admin-content';
import { MEDIA_TYPES } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized-text';
import { ArrowDown, ArrowUp, Eye, EyeOff, Images, Play, Upload, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditButton } from '../../../components/edit-button';
import { ListFrame } from '../../../components/list-frame';
import { ListToolbar } from '../../../components/list-toolbar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { useListParams } from '../../../hooks/use-list-params';
import { getErrorMessageKey } from '../../../lib/error-message';
import { oneOf } from '../../../lib/one-of';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useAdminMedia, useMediaMutations } from '../api/media';
import { DeleteItemDialog } from './delete-item-dialog';
import { MediaCaptionDialog } from './media-caption-dialog';
import { MediaChildrenDialog } from './media-children-dialog';
import { MediaUploadDialog } from './media-upload-dialog';

export const MEDIA_PAGE_SIZE = 24;
const VISIBILITY = ['all', 'visible', 'hidden'] as const;

type RowProps = { item: AdminMedia; total: number; canMove: boolean; onEdit: () => void; onTag: () => void };

function MediaRow({ item, total, canMove, onEdit, onTag }: RowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { setHidden, move, remove } = useMediaMutations();
  const [confirming, setConfirming] = useState(false);
  const title = pickText(item.title, language);
  const fail = (key: 'contentAdmin.media.updateFailed' | 'contentAdmin.media.deleteFailed') => (error: unknown) =>
    showDestructiveToast(t(key), t(getErrorMessageKey(error)));

  async function toggleHidden() {
    const hidden = !item.hidden;
    await setHidden
      .mutateAsync({ id: item.id, hidden })
      .then(
        () =>
          showSuccessToast(t(hidden ? 'contentAdmin.media.hiddenToast' : 'contentAdmin.media.shownToast', { title })),
        fail('contentAdmin.media.updateFailed'),
      );
  }

  async function moveTo(direction: 'up' | 'down') {
    await move
      .mutateAsync({ id: item.id, direction })
      .then(
        (moved) => showSuccessToast(t('contentAdmin.media.movedToast', { title, position: moved.position })),
        fail('contentAdmin.media.updateFailed'),
      );
  }

  async function deleteItem() {
    await remove.mutateAsync(item.id).then(() => {
      setConfirming(false);
      showSuccessToast(t('contentAdmin.media.deleted', { title }));
    }, fail('contentAdmin.media.deleteFailed'));
  }

  const thumb = item.thumbnailUrl ?? (item.type === 'photo' ? item.url : null);
  return (
    <li className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-4 gap-y-3 px-4 py-4 sm:px-5 lg:grid-cols-[5rem_minmax(0,2fr)_auto] lg:items-center">
      <div className="relative grid size-20 place-items-center overflow-hidden rounded-xl bg-ocean-100 text-ocean-700">
        {thumb ? <img src={thumb} alt="" loading="lazy" className="size-full object-cover" /> : null}
        {item.type === 'video' ? (
          <span className="absolute grid size-9 place-items-center rounded-full bg-white/90 shadow">
            <Play aria-hidden="true" className="ml-0.5 size-4 fill-current" />
          </span>
        ) : null}
      </div>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          <span className="text-sm text-ink-muted">
            {t('contentAdmin.media.position', { position: item.position })}
          </span>
          <span className="break-words">{title}</span>
          <Badge tone="ocean">{t(`contentAdmin.media.types.${item.type}`)}</Badge>
          {item.hidden ? <Badge tone="sand">{t('contentAdmin.media.hidden')}</Badge> : null}
          {item.withheld ? <Badge tone="danger">{t('contentAdmin.media.withheld')}</Badge> : null}
        </p>
        {item.description ? (
          <p className="text-sm break-words text-ink-muted">{pickText(item.description, language)}</p>
        ) : null}
        {item.withheld ? (
          <p className="text-sm text-red-800">
            {t('contentAdmin.media.withheldReason', {
              names: item.children
                .filter((child) => child.photoConsent !== 'granted')
                .map((child) => child.fullName)
                .join(', '),
            })}
          </p>
        ) : item.children.length > 0 ? (
          <p className="text-sm text-ink-muted">
            {t('contentAdmin.media.inIt', { names: item.children.map((child) => child.fullName).join(', ') })}
          </p>
        ) : null}
      </div>
      <div className="col-span-2 flex flex-wrap gap-2 lg:col-span-1 lg:justify-end">
        <Button
          variant="outline"
          size="sm"
          disabled={!canMove || item.position <= 1 || move.isPending}
          onClick={() => void moveTo('up')}
          aria-label={t('contentAdmin.media.moveUpNamed', { title })}
        >
          <ArrowUp aria-hidden="true" />
          {t('contentAdmin.media.moveUp')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!canMove || item.position >= total || move.isPending}
          onClick={() => void moveTo('down')}
          aria-label={t('contentAdmin.media.moveDownNamed', { title })}
        >
          <ArrowDown aria-hidden="true" />
          {t('contentAdmin.media.moveDown')}
        </Button>
        <EditButton name={title} onClick={onEdit} />
        <Button variant="outline" size="sm" onClick={onTag} aria-label={t('contentAdmin.media.tagNamed', { title })}>
          <Users aria-hidden="true" />
          {t('contentAdmin.media.tag')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={setHidden.isPending}
          onClick={() => void toggleHidden()}
          aria-label={t(item.hidden ? 'contentAdmin.media.showNamed' : 'contentAdmin.media.hideNamed', { title })}
        >
          {item.hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
          {t(item.hidden ? 'contentAdmin.media.show' : 'contentAdmin.media.hide')}
        </Button>
        <DeleteItemDialog
          open={confirming}
          onOpenChange={setConfirming}
          name={title}
          title={t('contentAdmin.media.deleteTitle')}
          description={t('contentAdmin.media.deleteDescription', { title })}
          busy={remove.isPending}
          onConfirm={() => void deleteItem()}
        />
      </div>
    </li>
  );
}

/** The gallery in its public order: upload, edit captions, move up or down, hide or show, delete. */
export function MediaList() {
  const { t } = useTranslation();
  const list = useListParams();
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<AdminMedia | null>(null);
  const [tagging, setTagging] = useState<AdminMedia | null>(null);
  const query = {
    search: list.get('q'),
    type: oneOf(MEDIA_TYPES, list.get('type')),
    visibility: oneOf(VISIBILITY, list.get('visibility')) ?? 'all',
    page: list.page,
    pageSize: MEDIA_PAGE_SIZE,
  };
  const media = useAdminMedia(query);
  // Moving is about the whole gallery's order, so it is offered on the unfiltered list only.
  const filtered = Boolean(query.search || query.type || query.visibility !== 'all');
  const total = media.data?.total ?? 0;
  const limits = media.data?.limits ?? { imageBytes: DEFAULT_MAX_IMAGE_BYTES, videoBytes: DEFAULT_MAX_VIDEO_BYTES };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex justify-end">
        <Button onClick={() => setUploading(true)}>
          <Upload aria-hidden="true" />
          {t('contentAdmin.media.new')}
        </Button>
      </div>
      <ListToolbar
        searchLabel={t('admin.common.search')}
        searchPlaceholder={t('contentAdmin.media.searchPlaceholder')}
        search={list.search}
        onSearch={list.setSearch}
        filters={[
          {
            key: 'type',
            label: t('contentAdmin.media.type'),
            value: query.type ?? '',
            options: [
              { value: '', label: t('contentAdmin.media.types.all') },
              ...MEDIA_TYPES.map((type) => ({ value: type, label: t(`contentAdmin.media.types.${type}`) })),
            ],
          },
          {
            key: 'visibility',
            label: t('contentAdmin.media.visibility'),
            value: query.visibility,
            options: VISIBILITY.map((v) => ({ value: v, label: t(`contentAdmin.media.visibilities.${v}`) })),
          },
        ]}
        onFilter={(key, value) => list.update({ [key]: value || undefined })}
      />
      {filtered ? <p className="text-sm text-ink-muted">{t('contentAdmin.media.moveHint')}</p> : null}
      <ListFrame
        query={media}
        label={t('contentAdmin.media.title')}
        totalText={(count) => t('contentAdmin.media.total', { count })}
        empty={{ icon: Images, title: t('contentAdmin.media.empty'), hint: t('admin.common.emptyHint') }}
        hrefFor={list.hrefFor}
        renderItem={(item) => (
          <MediaRow
            key={item.id}
            item={item}
            total={total}
            canMove={!filtered}
            onEdit={() => setEditing(item)}
            onTag={() => setTagging(item)}
          />
        )}
      />
      <MediaUploadDialog open={uploading} onOpenChange={setUploading} limits={limits} />
      <MediaCaptionDialog item={editing} onClose={() => setEditing(null)} />
      <MediaChildrenDialog item={tagging} onClose={() => setTagging(null)} />
    </div>
  );
}
