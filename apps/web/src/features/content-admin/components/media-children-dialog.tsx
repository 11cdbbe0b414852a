// Who appears in a gallery item (issue 29): the admin tags children from the club's records; a child whose family has
// not given photo consent keeps the item from the public gallery, and the dialog says so beside the name.
import type { AdminMedia } from '@swim/shared/api/admin-content';
import type { TaggedChild } from '@swim/shared/api/consents';
import { pickText } from '@swim/shared/localized-text';
import { LoaderCircle, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useLanguage } from '../../../hooks/use-language';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useChildSearch, useMediaMutations } from '../api/media';
import { ConsentBadge } from './consent-badge';

type Tag = TaggedChild;

export function MediaChildrenDialog({ item, onClose }: { item: AdminMedia | null; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { tag } = useMediaMutations();
  const [tags, setTags] = useState<Tag[]>([]);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 250);
  const found = useChildSearch(debounced);
  useEffect(() => {
    setTags(item?.children ?? []);
    setSearch('');
  }, [item]);

  async function save() {
    if (!item) return;
    try {
      const saved = await tag.mutateAsync({ id: item.id, childIds: tags.map((child) => child.id) });
      const title = pickText(item.title, language);
      showSuccessToast(
        t('contentAdmin.media.tagsSaved', { title }),
        saved.withheld ? t('contentAdmin.media.withheldNow') : undefined,
      );
      onClose();
    } catch (error) {
      showDestructiveToast(t('contentAdmin.media.updateFailed'), t(getErrorMessageKey(error)));
    }
  }

  const results = (found.data?.items ?? []).filter((child) => !tags.some((tagged) => tagged.id === child.id));
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open || tag.isPending ? undefined : onClose())}>
      <DialogContent className="max-w-xl">
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <DialogTitle>{t('contentAdmin.media.tagsTitle')}</DialogTitle>
            <DialogDescription>
              {item ? pickText(item.title, language) : ''} · {t('contentAdmin.media.tagsHint')}
            </DialogDescription>
          </div>
          {tags.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('contentAdmin.media.noTags')}</p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label={t('contentAdmin.media.tagged')}>
              {tags.map((child) => (
                <li
                  key={child.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-sand-200 px-3 py-2"
                >
                  <span className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                    {child.fullName}
                    <ConsentBadge consent={child.photoConsent} />
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setTags(tags.filter((other) => other.id !== child.id))}
                    aria-label={t('contentAdmin.media.untag', { name: child.fullName })}
                  >
                    <X aria-hidden="true" />
                    {t('contentAdmin.media.untagShort')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-col gap-2">
            <label htmlFor="media-tag-search" className="text-sm font-semibold text-ink">
              {t('contentAdmin.media.tagSearch')}
            </label>
            <Input
              id="media-tag-search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('contentAdmin.media.tagSearchPlaceholder')}
              autoComplete="off"
            />
          </div>
          {debounced.trim().length >= 2 ? (
            results.length === 0 && !found.isFetching ? (
              <p className="text-sm text-ink-muted">{t('contentAdmin.media.tagNoResults')}</p>
            ) : (
              <ul className="flex flex-col gap-1" aria-label={t('contentAdmin.media.tagResults')}>
                {results.map((child) => (
                  <li key={child.id}>
                    <button
                      type="button"
                      className="w-full rounded-lg px-3 py-2 text-left hover:bg-ocean-50"
                      onClick={() =>
                        setTags([...tags, { id: child.id, fullName: child.fullName, photoConsent: child.photoConsent }])
                      }
                    >
                      <span className="font-semibold text-ink">{child.fullName}</span>{' '}
                      <ConsentBadge consent={child.photoConsent} />{' '}
                      <span className="text-sm text-ink-muted">
                        · {t('contentAdmin.media.tagParent', { name: child.parent.name })}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={tag.isPending}>
                {t('admin.common.cancel')}
              </Button>
            </DialogClose>
            <Button onClick={() => void save()} disabled={tag.isPending}>
              {tag.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {t('admin.common.save')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
