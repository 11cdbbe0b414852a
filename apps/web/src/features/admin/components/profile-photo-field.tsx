import { MAX_PROFILE_PHOTO_BYTES } from '@swim/shared/api/admin-people';
import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/ui/label';

const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Checks a chosen file before it is sent: a picture type and at most 8 MB (the server checks the content). */
export function checkProfilePhoto(file: File): 'imageInvalid' | 'imageTooLarge' | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'imageInvalid';
  if (file.size > MAX_PROFILE_PHOTO_BYTES) return 'imageTooLarge';
  return null;
}

type ProfilePhotoFieldProps = {
  currentUrl: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  error?: string;
  disabled?: boolean;
};

/** The photo of a public profile: the current or chosen picture and a file input; sent when the form is saved. */
export function ProfilePhotoField({ currentUrl, file, onFile, error, disabled = false }: ProfilePhotoFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? currentUrl;
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-sand-200 p-4 sm:flex-row sm:items-center">
      <div className="grid size-28 shrink-0 place-items-center overflow-hidden rounded-xl bg-sand-100 text-ocean-300">
        {shown ? (
          <img src={shown} alt={t('peopleAdmin.photo.preview')} className="size-full object-cover object-top" />
        ) : (
          <ImagePlus aria-hidden="true" className="size-10" />
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={id}>{t('peopleAdmin.photo.label')}</Label>
        <input
          id={id}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
          className="max-w-full text-sm text-ink file:mr-3 file:rounded-full file:border file:border-ocean-200 file:bg-white file:px-4 file:py-2 file:font-semibold file:text-ocean-900 hover:file:bg-ocean-50"
        />
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {t('peopleAdmin.photo.hint')}
        </p>
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
