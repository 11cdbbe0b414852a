import { FileImage, FileVideo } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/ui/label';

type UploadFieldProps = {
  label: string;
  hint: string;
  /** What the browser's picker offers; the server decides by the file's content. */
  accept: string;
  /** The current picture (thumbnail), if any. */
  currentUrl: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  /** 0..1 while uploading, else null. */
  progress: number | null;
  error?: string;
};

/** A file field with a preview of the chosen photo (or a video mark), and the upload's progress bar. */
export function UploadField({ label, hint, accept, currentUrl, file, onFile, progress, error }: UploadFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const isVideo = file?.type.startsWith('video/') ?? false;
  const preview = useMemo(() => (file && !isVideo ? URL.createObjectURL(file) : null), [file, isVideo]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? (file ? null : currentUrl);
  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-sand-200 p-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="grid size-28 shrink-0 place-items-center overflow-hidden rounded-xl bg-sand-100 text-ocean-300">
          {shown ? (
            <img src={shown} alt={t('contentAdmin.upload.preview')} className="size-full object-cover" />
          ) : isVideo ? (
            <FileVideo aria-hidden="true" className="size-10" />
          ) : (
            <FileImage aria-hidden="true" className="size-10" />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={id}>{label}</Label>
          <input
            id={id}
            type="file"
            accept={accept}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            disabled={progress !== null}
            onChange={(event) => onFile(event.target.files?.[0] ?? null)}
            className="max-w-full text-sm text-ink file:mr-3 file:rounded-full file:border file:border-ocean-200 file:bg-white file:px-4 file:py-2 file:font-semibold file:text-ocean-900 hover:file:bg-ocean-50"
          />
          <p id={`${id}-hint`} className="text-sm text-ink-muted">
            {hint}
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
            aria-label={t('contentAdmin.upload.uploading')}
            className="h-2 w-full overflow-hidden rounded-full accent-ocean-800"
          />
          <p className="text-sm text-ink-muted" aria-live="polite">
            {t('contentAdmin.upload.progress', { percent })}
          </p>
        </div>
      ) : null}
    </div>
  );
}
