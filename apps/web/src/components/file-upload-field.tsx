import { FileImage, FileVideo, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { cn } from '../lib/utils';
import { Label } from './ui/label';

/** Checks a chosen picture before it is sent: one of the allowed types and not too large (the server checks the content). */
export function checkPictureFile(
  file: File,
  { types, maxBytes }: { types: readonly string[]; maxBytes: number },
): 'imageInvalid' | 'imageTooLarge' | null {
  if (!types.includes(file.type)) return 'imageInvalid';
  if (file.size > maxBytes) return 'imageTooLarge';
  return null;
}

type FileUploadFieldProps = {
  label: string;
  hint: string;
  /** What the browser's picker offers; the server decides by the file's content. */
  accept: string;
  /** The preview's alternative text. */
  previewAlt: string;
  /** The current picture (thumbnail), if any. */
  currentUrl: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  error?: string;
  /** Shown when there is no picture and no video is chosen. */
  emptyIcon?: LucideIcon;
  /** Extra classes for the preview picture (e.g. where to crop a portrait). */
  previewClassName?: string;
  disabled?: boolean;
  /** While the file uploads: 0..1 and how the bar and its text read; null when not uploading. */
  upload?: { progress: number | null; label: string; text: (percent: number) => string };
};

/** A file field with a preview of the chosen photo (or a video mark), and the upload's progress bar. */
export function FileUploadField({
  label,
  hint,
  accept,
  previewAlt,
  currentUrl,
  file,
  onFile,
  error,
  emptyIcon: EmptyIcon = FileImage,
  previewClassName,
  disabled = false,
  upload,
}: FileUploadFieldProps) {
  const id = useId();
  const isVideo = file?.type.startsWith('video/') ?? false;
  const preview = useMemo(() => (file && !isVideo ? URL.createObjectURL(file) : null), [file, isVideo]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? (file ? null : currentUrl);
  const progress = upload?.progress ?? null;
  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-sand-200 p-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="grid size-28 shrink-0 place-items-center overflow-hidden rounded-xl bg-sand-100 text-ocean-300">
          {shown ? (
            <img src={shown} alt={previewAlt} className={cn('size-full object-cover', previewClassName)} />
          ) : isVideo ? (
            <FileVideo aria-hidden="true" className="size-10" />
          ) : (
            <EmptyIcon aria-hidden="true" className="size-10" />
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
            disabled={disabled || progress !== null}
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
      {upload && percent !== null ? (
        <div className="flex flex-col gap-1">
          <progress
            max={100}
            value={percent}
            aria-label={upload.label}
            className="h-2 w-full overflow-hidden rounded-full accent-ocean-800"
          />
          <p className="text-sm text-ink-muted" aria-live="polite">
            {upload.text(percent)}
          </p>
        </div>
      ) : null}
    </div>
  );
}
