import type { AdminInstructor } from '@swim/shared/api/admin-people';
import { pickText } from '@swim/shared/localized-text';
import { IdCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogTrigger } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { useCoachProfile } from '../api/get-coach-profile';
import { CoachProfileForm } from './coach-profile-form';
import { ProfileDialogContent } from './profile-dialog-content';

/** Loads the instructor's profile (when there is one) and shows the form for it. */
function CoachProfileBody({ instructor, onDone }: { instructor: AdminInstructor; onDone: () => void }) {
  const profile = useCoachProfile(instructor.coachProfile.id);
  if (instructor.coachProfile.id === null) return <CoachProfileForm owner={instructor} onDone={onDone} />;
  if (profile.isPending) {
    return (
      <LoadingRegion className="flex flex-col gap-3">
        <Skeleton className="h-28 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </LoadingRegion>
    );
  }
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  return <CoachProfileForm owner={instructor} profile={profile.data} onDone={onDone} />;
}

/** The instructor's public coach profile on /coaches: create it, or edit, hide or show it. */
export function CoachProfileDialog({ instructor }: { instructor: AdminInstructor }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const language = useLanguage();
  const name = pickText(instructor.name, language);
  const exists = instructor.coachProfile.id !== null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={t(exists ? 'peopleAdmin.coach.editNamed' : 'peopleAdmin.coach.createNamed', { name })}
        >
          <IdCard aria-hidden="true" />
          {t(exists ? 'peopleAdmin.coach.edit' : 'peopleAdmin.coach.createShort')}
        </Button>
      </DialogTrigger>
      <ProfileDialogContent
        title={t('peopleAdmin.coach.dialogTitle', { name })}
        description={t('peopleAdmin.coach.dialogHint')}
      >
        {open ? <CoachProfileBody instructor={instructor} onDone={() => setOpen(false)} /> : null}
      </ProfileDialogContent>
    </Dialog>
  );
}
