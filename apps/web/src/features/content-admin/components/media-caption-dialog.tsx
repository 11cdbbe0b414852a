import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminMedia, mediaCaptionSchema } from '@swim/shared/api/admin-content';
import { pickText } from '@swim/shared/localized-text';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { useLanguage } from '../../../hooks/use-language';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useMediaMutations } from '../api/media';
import { type CaptionOutput, type CaptionValues, MediaCaptionFields, toCaptionValues } from './media-caption-form';

/** Edit a gallery item's title and description in three languages. */
export function MediaCaptionDialog({ item, onClose }: { item: AdminMedia | null; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { saveCaption } = useMediaMutations();
  const form = useForm<CaptionValues, unknown, CaptionOutput>({
    resolver: zodResolver(mediaCaptionSchema),
    defaultValues: toCaptionValues(item ?? undefined),
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (item) form.reset(toCaptionValues(item));
  }, [item, form]);

  async function submit(values: CaptionOutput) {
    if (!item) return;
    try {
      await saveCaption.mutateAsync({ id: item.id, input: values });
      showSuccessToast(t('contentAdmin.media.captionSaved', { title: values.title.bg }));
      onClose();
    } catch (error) {
      showDestructiveToast(t('contentAdmin.media.updateFailed'), t(getErrorMessageKey(error)));
    }
  }

  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open || isSubmitting ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <DialogTitle>{t('contentAdmin.media.editTitle')}</DialogTitle>
            <DialogDescription>{item ? pickText(item.title, language) : ''}</DialogDescription>
          </div>
          <MediaCaptionFields register={form.register} errors={errors} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={isSubmitting}>
                {t('admin.common.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {t('admin.common.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
