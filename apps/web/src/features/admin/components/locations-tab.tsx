import type { AdminLocation } from '@swim/shared/api/admin-club';
import { LOCATION_TYPES } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized-text';
import { MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditButton } from '../../../components/edit-button';
import { useEditDialog } from '../../../hooks/use-edit-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessageKey } from '../../../lib/error-message';
import { oneOf } from '../../../lib/one-of';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useDeleteLocation } from '../api/delete-location';
import { useAdminLocations } from '../api/get-admin-locations';
import { useSaveLocation } from '../api/save-location';
import { useListParams } from '../../../hooks/use-list-params';
import { DeleteButton } from './delete-button';
import { ListFrame } from '../../../components/list-frame';
import { ListToolbar } from '../../../components/list-toolbar';
import { LocationFormDialog } from './location-form-dialog';

export const LOCATIONS_PAGE_SIZE = 20;
const STATUSES = ['all', 'active', 'inactive'] as const;
const SORTS = ['name', 'type', 'createdAt'] as const;

/** The row's actions: edit, activate or deactivate, delete (refused by the server while classes are held here). */
function LocationActions({ location, onEdit }: { location: AdminLocation; onEdit: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const remove = useDeleteLocation();
  const save = useSaveLocation();
  const [confirming, setConfirming] = useState(false);
  const name = pickText(location.name, language);

  async function toggleActive() {
    const active = !location.active;
    try {
      await save.mutateAsync({
        id: location.id,
        input: { ...location, description: location.description ?? null, active },
      });
      showSuccessToast(t(active ? 'admin.locations.activated' : 'admin.locations.deactivated', { name }));
    } catch (error) {
      showDestructiveToast(t('admin.locations.updateFailed'), t(getErrorMessageKey(error)));
    }
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync(location.id);
      showSuccessToast(t('admin.locations.deleted', { name }));
    } catch (error) {
      const inUse = isApiError(error) && error.code === 'LOCATION_IN_USE';
      showDestructiveToast(
        t('admin.locations.deleteFailed'),
        inUse ? t('admin.locations.inUse') : t(getErrorMessageKey(error)),
      );
    }
    setConfirming(false);
  }

  return (
    <div className="flex flex-wrap gap-2 md:justify-end">
      <EditButton name={name} onClick={onEdit} />
      <Button variant="outline" size="sm" disabled={save.isPending} onClick={() => void toggleActive()}>
        {t(location.active ? 'admin.common.deactivate' : 'admin.common.activate')}
      </Button>
      <DeleteButton
        name={name}
        confirming={confirming}
        onConfirmingChange={setConfirming}
        title={t('admin.locations.deleteTitle', { name })}
        description={
          location.classCount > 0
            ? t('admin.locations.deleteInUseHint', { count: location.classCount })
            : t('admin.locations.deleteHint')
        }
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

/** Locations: search, filter by type and status, sort; create, edit, deactivate and delete. */
export function LocationsTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useListParams();
  const dialog = useEditDialog<AdminLocation>();
  const query = {
    search: list.get('q'),
    type: oneOf(LOCATION_TYPES, list.get('type')),
    status: oneOf(STATUSES, list.get('status')) ?? 'all',
    sort: oneOf(SORTS, list.get('sort')) ?? 'name',
    page: list.page,
    pageSize: LOCATIONS_PAGE_SIZE,
  };
  const locations = useAdminLocations(query);

  return (
    <div className="flex flex-col gap-6">
      <ListToolbar
        searchLabel={t('admin.common.search')}
        searchPlaceholder={t('admin.locations.searchPlaceholder')}
        search={list.search}
        onSearch={list.setSearch}
        filters={[
          {
            key: 'type',
            label: t('admin.locations.type'),
            value: query.type ?? '',
            options: [
              { value: '', label: t('admin.common.allTypes') },
              ...LOCATION_TYPES.map((type) => ({ value: type, label: t(`locations.types.${type}`) })),
            ],
          },
          {
            key: 'status',
            label: t('admin.common.status'),
            value: query.status,
            options: STATUSES.map((status) => ({ value: status, label: t(`admin.common.statuses.${status}`) })),
          },
          {
            key: 'sort',
            label: t('admin.common.sortBy'),
            value: query.sort,
            options: SORTS.map((sort) => ({ value: sort, label: t(`admin.locations.sorts.${sort}`) })),
          },
        ]}
        onFilter={(key, value) => list.update({ [key]: value || undefined })}
        action={
          <Button onClick={() => dialog.openFor()}>
            <Plus aria-hidden="true" />
            {t('admin.locations.new')}
          </Button>
        }
      />
      <ListFrame
        query={locations}
        label={t('admin.tabs.locations')}
        totalText={(count) => t('admin.locations.total', { count })}
        empty={{ icon: MapPin, title: t('admin.locations.empty'), hint: t('admin.common.emptyHint') }}
        hrefFor={list.hrefFor}
        renderItem={(location) => (
          <li
            key={location.id}
            className="grid gap-3 px-4 py-4 sm:px-5 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] md:items-center md:gap-6"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                <span className="break-words">{pickText(location.name, language)}</span>
                <Badge tone="ocean">{t(`locations.types.${location.type}`)}</Badge>
                {location.active ? null : <Badge tone="sand">{t('admin.common.inactive')}</Badge>}
              </p>
              <p className="text-sm break-words text-ink-muted">{pickText(location.address, language)}</p>
            </div>
            <p className="text-sm text-ink-muted">{t('admin.locations.classCount', { count: location.classCount })}</p>
            <LocationActions location={location} onEdit={() => dialog.openFor(location)} />
          </li>
        )}
      />
      <LocationFormDialog open={dialog.open} onOpenChange={dialog.setOpen} location={dialog.editing} />
    </div>
  );
}
