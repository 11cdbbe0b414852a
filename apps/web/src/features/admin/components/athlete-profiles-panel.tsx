import type { AdminAthleteProfile } from '@swim/shared/api/admin-people';
import { pickText } from '@swim/shared/localized-text';
import { Medal, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditButton } from '../../../components/edit-button';
import { useEditDialog } from '../../../hooks/use-edit-dialog';
import { ListFrame } from '../../../components/list-frame';
import { ListToolbar } from '../../../components/list-toolbar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useLanguage } from '../../../hooks/use-language';
import { useListParams } from '../../../hooks/use-list-params';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useDeleteAthleteProfile } from '../api/delete-athlete-profile';
import { useAthleteProfiles } from '../api/get-athlete-profiles';
import { AthleteProfileForm } from './athlete-profile-form';
import { DeleteButton } from './delete-button';
import { ProfileDialogContent } from './profile-dialog-content';

export const ATHLETE_PROFILES_PAGE_SIZE = 20;

function AthleteRow({ profile, onEdit }: { profile: AdminAthleteProfile; onEdit: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const remove = useDeleteAthleteProfile();
  const [confirming, setConfirming] = useState(false);
  const name = pickText(profile.name, language);

  async function confirmDelete() {
    try {
      await remove.mutateAsync(profile.id);
      showSuccessToast(t('peopleAdmin.athletes.deleted', { name }));
    } catch (error) {
      showDestructiveToast(t('peopleAdmin.athletes.deleteFailed'), t(getErrorMessageKey(error)));
    }
    setConfirming(false);
  }

  return (
    <li className="grid gap-3 px-4 py-4 sm:px-5 md:grid-cols-[auto_minmax(0,2fr)_auto] md:items-center md:gap-6">
      <div className="size-16 overflow-hidden rounded-xl bg-ocean-100">
        {profile.photoUrl ? (
          <img src={profile.photoUrl} alt={name} className="size-full object-cover object-top" />
        ) : null}
      </div>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          <span className="break-words">{name}</span>
          <Badge tone={profile.featured ? 'success' : 'sand'}>
            {t(profile.featured ? 'peopleAdmin.athletes.shown' : 'peopleAdmin.athletes.hidden')}
          </Badge>
        </p>
        <p className="text-sm break-words text-ink-muted">
          {pickText(profile.discipline, language)}
          {profile.birthYear ? ` · ${profile.birthYear}` : ''} ·{' '}
          {t('peopleAdmin.fields.orderValue', { order: profile.sortOrder })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 md:justify-end">
        <EditButton name={name} onClick={onEdit} />
        <DeleteButton
          name={name}
          confirming={confirming}
          onConfirmingChange={setConfirming}
          title={t('peopleAdmin.athletes.deleteTitle', { name })}
          description={t('peopleAdmin.athletes.deleteHint')}
          busy={remove.isPending}
          onConfirm={() => void confirmDelete()}
        />
      </div>
    </li>
  );
}

/** The athletes featured on /coaches: search, create, edit (photo, texts, order, shown or not), delete. */
export function AthleteProfilesPanel() {
  const { t } = useTranslation();
  const list = useListParams();
  const dialog = useEditDialog<AdminAthleteProfile>();
  const profiles = useAthleteProfiles({ search: list.get('q'), page: list.page, pageSize: ATHLETE_PROFILES_PAGE_SIZE });
  return (
    <div className="flex flex-col gap-6">
      <ListToolbar
        searchLabel={t('admin.common.search')}
        searchPlaceholder={t('peopleAdmin.athletes.searchPlaceholder')}
        search={list.search}
        onSearch={list.setSearch}
        filters={[]}
        onFilter={() => undefined}
        action={
          <Button onClick={() => dialog.openFor()}>
            <Plus aria-hidden="true" />
            {t('peopleAdmin.athletes.new')}
          </Button>
        }
      />
      <ListFrame
        query={profiles}
        label={t('peopleAdmin.views.athletes')}
        totalText={(count) => t('peopleAdmin.athletes.total', { count })}
        empty={{ icon: Medal, title: t('peopleAdmin.athletes.empty'), hint: t('admin.common.emptyHint') }}
        hrefFor={list.hrefFor}
        renderItem={(profile) => (
          <AthleteRow key={profile.id} profile={profile} onEdit={() => dialog.openFor(profile)} />
        )}
      />
      <Dialog open={dialog.open} onOpenChange={dialog.setOpen}>
        <ProfileDialogContent
          title={t(dialog.editing ? 'peopleAdmin.athletes.editTitle' : 'peopleAdmin.athletes.newTitle')}
          description={t('peopleAdmin.athletes.formHint')}
        >
          {dialog.open ? (
            <AthleteProfileForm
              key={dialog.editing?.id ?? 'new'}
              profile={dialog.editing}
              onDone={() => dialog.setOpen(false)}
            />
          ) : null}
        </ProfileDialogContent>
      </Dialog>
    </div>
  );
}
