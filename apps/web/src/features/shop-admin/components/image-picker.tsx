import { MAX_PRODUCT_IMAGE_BYTES, PRODUCT_IMAGE_TYPES } from '@swim/shared/api/admin-shop';
import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/ui/label';

type ImagePickerProps = {
  /** The product's current photo (thumbnail), if any. */
  currentUrl: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  /** 0..1 while uploading, else null. */
  progress: number | null;
  error?: string;
};

/** Checks a chosen file before it is sent: a picture type and at most 8 MB (the server checks the content). */
export function checkImageFile(file: File): 'imageInvalid' | 'imageTooLarge' | null {
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'imageInvalid';
  if (file.size > MAX_PRODUCT_IMAGE_BYTES) return 'imageTooLarge';
  return null;
}

/** The photo field: the current or chosen picture, a file input and the upload's progress. */
export function ImagePicker({ currentUrl, file, onFile, progress, error }: ImagePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? currentUrl;
  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-sand-200 p-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="grid size-28 shrink-0 place-items-center overflow-hidden rounded-xl bg-sand-100 text-ocean-300">
          {shown ? (
            <img src={shown} alt={t('shopAdmin.products.imagePreview')} className="size-full object-cover" />
          ) : (
            <ImagePlus aria-hidden="true" className="size-10" />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={id}>{t('shopAdmin.products.image')}</Label>
          <input
            id={id}
            type="file"
            accept={PRODUCT_IMAGE_TYPES.join(',')}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            disabled={progress !== null}
            onChange={(event) => onFile(event.target.files?.[0] ?? null)}
            className="max-w-full text-sm text-ink file:mr-3 file:rounded-full file:border file:border-ocean-200 file:bg-white file:px-4 file:py-2 file:font-semibold file:text-ocean-900 hover:file:bg-ocean-50"
          />
          <p id={`${id}-hint`} className="text-sm text-ink-muted">
            {t('shopAdmin.products.imageHint')}
          </p>
          {error ? (
            <p id={`${id}-error`} className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      </div>
      {percent !== null ? (
        <div className="flex flex-col gap-1">
          <progress
            max={100}
            value={percent}
            aria-label={t('shopAdmin.products.uploading')}
            className="h-2 w-full overflow-hidden rounded-full accent-ocean-800"
          />
          <p className="text-sm text-ink-muted" aria-live="polite">
            {t('shopAdmin.products.uploadProgress', { percent })}
          </p>
        </div>
      ) : null}
    </div>
  );
}
