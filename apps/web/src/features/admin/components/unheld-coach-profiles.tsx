import type { AdminCoachProfile } from '@swim/shared/api/admin-people';
import { pickText } from '@swim/shared/localized-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditButton } from '../../../components/edit-button';
import { Badge } from '../../../components/ui/badge';
import { Dialog, DialogTrigger } from '../../../components/ui/dialog';
import { useLanguage } from '../../../hooks/use-language';
import { useCoachProfiles } from '../api/get-coach-profiles';
import { CoachProfileForm } from './coach-profile-form';
import { ProfileDialogContent } from './profile-dialog-content';

function UnheldRow({ profile }: { profile: AdminCoachProfile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const name = pickText(profile.name, language);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-5">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
        <span className="break-words">{name}</span>
        <Badge tone={profile.published ? 'success' : 'neutral'}>
          {t(
            profile.published
              ? 'peopleAdmin.instructors.profileStates.published'
              : 'peopleAdmin.instructors.profileStates.hidden',
          )}
        </Badge>
      </p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <EditButton name={name} />
        </DialogTrigger>
        <ProfileDialogContent
          title={t('peopleAdmin.coach.dialogTitle', { name })}
          description={t('peopleAdmin.coach.dialogHint')}
        >
          {open ? <CoachProfileForm profile={profile} onDone={() => setOpen(false)} /> : null}
        </ProfileDialogContent>
      </Dialog>
    </li>
  );
}

/** Coach profiles whose user is no longer an instructor: still on /coaches unless hidden, so they stay reachable. */
export function UnheldCoachProfiles() {
  const { t } = useTranslation();
  const profiles = useCoachProfiles({ holder: 'none', page: 1, pageSize: 100 });
  if (!profiles.data || profiles.data.items.length === 0) return null;
  return (
    <section aria-labelledby="unheld-coach-profiles" className="flex flex-col gap-3">
      <h3 id="unheld-coach-profiles" className="text-lg font-bold text-ocean-950">
        {t('peopleAdmin.unheld.title')}
      </h3>
      <p className="text-sm text-ink-muted">{t('peopleAdmin.unheld.hint')}</p>
      <ul className="divide-y divide-sand-200 overflow-hidden rounded-(--radius-card) border border-sand-200 bg-white shadow-card">
        {profiles.data.items.map((profile) => (
          <UnheldRow key={profile.id} profile={profile} />
        ))}
      </ul>
    </section>
  );
}
