import { zodResolver } from '@hookform/resolvers/zod';
import { MEDIA_ACCEPT, mediaCaptionSchema } from '@swim/shared/api/admin-content';
import { LoaderCircle, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useMediaMutations } from '../api/media';
import { type CaptionOutput, type CaptionValues, MediaCaptionFields, toCaptionValues } from './media-caption-form';
import { UploadField } from './upload-field';
import { toMegabytes, useContentValidationText } from './use-content-text';

type Limits = { imageBytes: number; videoBytes: number };

/** A size check before sending (the server checks type and size again, by content). */
function checkSize(file: File, limits: Limits): boolean {
  return file.size <= (file.type.startsWith('video/') ? limits.videoBytes : limits.imageBytes);
}

/** Upload a photo or video with its captions; the progress bar follows the upload. */
export function MediaUploadDialog({
  open,
  onOpenChange,
  limits,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  limits: Limits;
}) {
  const { t } = useTranslation();
  const validationText = useContentValidationText();
  const { upload } = useMediaMutations();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  // A new photo may show children whose families have not consented: it stays hidden until the admin has tagged them.
  const [keepHidden, setKeepHidden] = useState(true);
  const form = useForm<CaptionValues, unknown, CaptionOutput>({
    resolver: zodResolver(mediaCaptionSchema),
    defaultValues: toCaptionValues(),
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (!open) return;
    form.reset(toCaptionValues());
    setFile(null);
    setFileError(undefined);
    setProgress(null);
    setKeepHidden(true);
  }, [open, form]);

  function chooseFile(chosen: File | null) {
    const fits = chosen === null || checkSize(chosen, limits);
    setFileError(fits ? undefined : validationText('fileTooLarge'));
    setFile(fits ? chosen : null);
  }

  async function submit(values: CaptionOutput) {
    if (!file) {
      setFileError(validationText('fileRequired'));
      return;
    }
    setProgress(0);
    try {
      await upload.mutateAsync({ file, caption: { ...values, hidden: keepHidden }, onProgress: setProgress });
    } catch (error) {
      setProgress(null);
      const issue = isApiError(error) ? error.details.find((d) => d.path === 'file')?.message : undefined;
      if (issue) setFileError(validationText(issue));
      showDestructiveToast(t('contentAdmin.media.uploadFailed'), t(getErrorMessageKey(error)));
      return;
    }
    showSuccessToast(
      t(keepHidden ? 'contentAdmin.media.uploadedHidden' : 'contentAdmin.media.uploaded', { title: values.title.bg }),
    );
    onOpenChange(false);
  }

  const busy = isSubmitting || progress !== null;
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-2xl">
        <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <DialogTitle>{t('contentAdmin.media.uploadTitle')}</DialogTitle>
            <DialogDescription>{t('contentAdmin.media.uploadHint')}</DialogDescription>
          </div>
          <UploadField
            label={t('contentAdmin.media.file')}
            hint={t('contentAdmin.media.fileHint', {
              image: toMegabytes(limits.imageBytes),
              video: toMegabytes(limits.videoBytes),
            })}
            accept={MEDIA_ACCEPT}
            currentUrl={null}
            file={file}
            onFile={chooseFile}
            progress={progress}
            error={fileError}
          />
          <MediaCaptionFields register={form.register} errors={errors} />
          <CheckboxField
            label={t('contentAdmin.media.keepHidden')}
            checked={keepHidden}
            onChange={(event) => setKeepHidden(event.target.checked)}
            disabled={busy}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                {t('admin.common.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Upload aria-hidden="true" />}
              {t('contentAdmin.media.upload')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
