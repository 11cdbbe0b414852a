import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminNews, MEDIA_IMAGE_TYPES, type NewsInput, newsInputSchema } from '@swim/shared/api/admin-content';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import { LANGUAGES } from '@swim/shared/enums';
import { useEffect, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LocalizedFields } from '../../../components/localized-fields';
import { FormDialog } from '../../../components/form-dialog';
import { DateField } from '../../../components/ui/date-field';
import { FormField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import type { z } from 'zod';
import { useNewsMutations } from '../api/news';
import { UploadField } from './upload-field';
import { toMegabytes, useContentValidationText } from './use-content-text';

type NewsFormValues = z.input<typeof newsInputSchema>;
type NewsFormOutput = z.output<typeof newsInputSchema>;

const text = (value?: { bg: string; en?: string; ru?: string } | null) => ({
  bg: value?.bg ?? '',
  en: value?.en ?? '',
  ru: value?.ru ?? '',
});

function toFormValues(article?: AdminNews): NewsFormValues {
  return {
    title: text(article?.title),
    excerpt: text(article?.excerpt),
    body: text(article?.body),
    publishedOn: article?.publishedAt ? zonedDate(new Date(article.publishedAt), CLUB_TIME_ZONE) : '',
  };
}

const TEXT_FIELDS = ['title', 'excerpt', 'body'] as const;
const FIELDS: FieldPath<NewsFormValues>[] = [
  ...TEXT_FIELDS.flatMap((field) => LANGUAGES.map((language) => `${field}.${language}` as const)),
  'publishedOn',
];

type NewsFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  article?: AdminNews;
  imageBytes: number;
};

/** Create a draft or edit an article: title, summary and Markdown body in three languages, date and cover. */
export function NewsFormDialog({ open, onOpenChange, article, imageBytes }: NewsFormDialogProps) {
  const { t } = useTranslation();
  const validationText = useContentValidationText();
  const { save, uploadImage } = useNewsMutations();
  // A new article that saved but whose cover failed stays open as that article, so a retry does not create another.
  const [saved, setSaved] = useState<AdminNews | undefined>(article);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<NewsFormValues, unknown, NewsFormOutput>({
    resolver: zodResolver(newsInputSchema),
    defaultValues: toFormValues(article),
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (!open) return;
    form.reset(toFormValues(article));
    setSaved(article);
    setFile(null);
    setFileError(undefined);
    setProgress(null);
  }, [open, article, form]);

  function chooseFile(chosen: File | null) {
    const tooLarge = chosen !== null && chosen.size > imageBytes;
    setFileError(tooLarge ? t('contentAdmin.validation.fileTooLarge') : undefined);
    setFile(tooLarge ? null : chosen);
  }

  async function submit(values: NewsFormOutput) {
    const title = values.title.bg;
    let current: AdminNews;
    try {
      current = await save.mutateAsync({ id: saved?.id, input: values as NewsInput });
      setSaved(current);
    } catch (error) {
      if (isApiError(error)) {
        for (const issue of error.details) {
          const field = FIELDS.find((name) => name === issue.path);
          if (field) form.setError(field, { message: issue.message });
        }
      }
      showDestructiveToast(
        t(saved ? 'contentAdmin.news.updateFailed' : 'contentAdmin.news.createFailed'),
        t(getErrorMessageKey(error)),
      );
      return;
    }
    if (file) {
      setProgress(0);
      try {
        await uploadImage.mutateAsync({ id: current.id, file, onProgress: setProgress });
      } catch (error) {
        setProgress(null);
        const key = isApiError(error) ? error.details.find((d) => d.path === 'file')?.message : undefined;
        setFileError(validationText(key ?? 'imageInvalid'));
        showDestructiveToast(t('contentAdmin.news.imageFailed', { title }), t(getErrorMessageKey(error)));
        return;
      }
    }
    showSuccessToast(t(article ? 'contentAdmin.news.updated' : 'contentAdmin.news.created', { title }));
    onOpenChange(false);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(article ? 'contentAdmin.news.editTitle' : 'contentAdmin.news.newTitle')}
      description={t('contentAdmin.news.formHint')}
      onSubmit={form.handleSubmit(submit)}
      submitLabel={t(article ? 'admin.common.save' : 'contentAdmin.news.create')}
      cancelLabel={t('admin.common.cancel')}
      busy={isSubmitting || progress !== null}
      lockWhileBusy
    >
      <LocalizedFields
        label={t('contentAdmin.news.articleTitle')}
        register={(language) => form.register(`title.${language}`)}
        errors={errors.title}
        messageText={validationText}
      />
      <LocalizedFields
        label={t('contentAdmin.news.excerpt')}
        register={(language) => form.register(`excerpt.${language}`)}
        errors={errors.excerpt}
        messageText={validationText}
        multiline
      />
      <div className="flex flex-col gap-2">
        <p className="text-sm text-ink-muted">{t('contentAdmin.news.markdownHint')}</p>
        <LocalizedFields
          label={t('contentAdmin.news.body')}
          register={(language) => form.register(`body.${language}`)}
          errors={errors.body}
          messageText={validationText}
          multiline
        />
      </div>
      <Controller
        control={form.control}
        name="publishedOn"
        render={({ field }) => (
          <FormField
            label={t('contentAdmin.news.publishedOn')}
            hint={t('contentAdmin.news.publishedOnHint')}
            optional={t('admin.common.optional')}
            error={validationText(errors.publishedOn?.message)}
          >
            <DateField className="sm:max-w-56" {...field} value={field.value ?? ''} />
          </FormField>
        )}
      />
      <UploadField
        label={t('contentAdmin.news.cover')}
        hint={t('contentAdmin.news.coverHint', { size: toMegabytes(imageBytes) })}
        accept={MEDIA_IMAGE_TYPES.join(',')}
        currentUrl={saved?.thumbnailUrl ?? null}
        file={file}
        onFile={chooseFile}
        progress={progress}
        error={fileError}
      />
    </FormDialog>
  );
}
