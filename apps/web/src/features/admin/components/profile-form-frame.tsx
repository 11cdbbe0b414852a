import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { ProfilePhotoField } from './profile-photo-field';
import type { useProfilePhoto } from './use-profile-photo';

type ProfileFormFrameProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The profile's current photo, if any. */
  photoUrl: string | null;
  photo: ReturnType<typeof useProfilePhoto>;
  busy: boolean;
  submitLabel: string;
  /** The profile's own fields, between the photo and the buttons. */
  children: ReactNode;
};

/** A public profile's form in its dialog: the photo first, the profile's fields, then Cancel and Save. */
export function ProfileFormFrame({ onSubmit, photoUrl, photo, busy, submitLabel, children }: ProfileFormFrameProps) {
  const { t } = useTranslation();
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <ProfilePhotoField
        currentUrl={photoUrl}
        file={photo.file}
        onFile={photo.choose}
        error={photo.error}
        disabled={busy}
      />
      {children}
      <FormActions cancelLabel={t('admin.common.cancel')} submitLabel={submitLabel} busy={busy} />
    </form>
  );
}
