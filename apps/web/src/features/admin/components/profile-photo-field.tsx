import { MAX_PROFILE_PHOTO_BYTES } from '@swim/shared/api/admin-people';
import { ImagePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FileUploadField, checkPictureFile } from '../../../components/file-upload-field';

const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Checks a chosen file before it is sent: a picture type and at most 8 MB (the server checks the content). */
export const checkProfilePhoto = (file: File) =>
  checkPictureFile(file, { types: PHOTO_TYPES, maxBytes: MAX_PROFILE_PHOTO_BYTES });

type ProfilePhotoFieldProps = {
  currentUrl: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  error?: string;
  disabled?: boolean;
};

/** The photo of a public profile: the current or chosen picture and a file input; sent when the form is saved. */
export function ProfilePhotoField(field: ProfilePhotoFieldProps) {
  const { t } = useTranslation();
  return (
    <FileUploadField
      {...field}
      label={t('peopleAdmin.photo.label')}
      hint={t('peopleAdmin.photo.hint')}
      accept={PHOTO_TYPES.join(',')}
      previewAlt={t('peopleAdmin.photo.preview')}
      emptyIcon={ImagePlus}
      previewClassName="object-top"
    />
  );
}
