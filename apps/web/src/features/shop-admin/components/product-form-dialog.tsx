import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminProduct } from '@swim/shared/api/admin-shop';
import { type Currency, PRODUCT_CATEGORIES } from '@swim/shared/enums';
import { currencySign } from '@swim/shared/money';
import { formatMoneyInput } from '@swim/shared/money-input';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { useLanguage } from '../../../hooks/use-language';
import { useValidationText } from '../../../hooks/use-validation-text';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessageKey } from '../../../lib/error-message';
import { applyFieldIssues } from '../../../lib/form-errors';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useSaveProduct } from '../api/save-product';
import { useUploadProductImage } from '../api/upload-product-image';
import { ImagePicker, checkImageFile } from './image-picker';
import { LocalizedFields } from '../../../components/localized-fields';
import {
  type ProductFormOutput,
  type ProductFormValues,
  productFormSchema,
  toProductFormValues,
  toProductInput,
} from './product-form-schema';

const FIELDS = ['category', 'price', 'stockQuantity'] as const;

type ProductFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product?: AdminProduct;
  currency: Currency;
};

/** Create a product, or edit one: texts in three languages, category, price, stock, photo, shown in the shop. */
export function ProductFormDialog({ open, onOpenChange, product, currency }: ProductFormDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const validationText = useValidationText();
  const save = useSaveProduct();
  const upload = useUploadProductImage();
  // A new product that saved but whose photo failed stays open as that product, so a retry does not create another.
  const [saved, setSaved] = useState<AdminProduct | undefined>(product);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: toProductFormValues(product, language),
  });
  const { errors, isSubmitting } = form.formState;
  // Opening fills the price in the language of the moment; a language switch while typing keeps what was typed.
  const languageNow = useRef(language);
  languageNow.current = language;
  useEffect(() => {
    if (!open) return;
    form.reset(toProductFormValues(product, languageNow.current));
    setSaved(product);
    setFile(null);
    setFileError(undefined);
    setProgress(null);
  }, [open, product, form]);

  function chooseFile(chosen: File | null) {
    const problem = chosen ? checkImageFile(chosen) : null;
    setFileError(problem ? validationText(problem) : undefined);
    setFile(problem ? null : chosen);
  }

  async function submit(values: ProductFormOutput) {
    const name = values.name.bg;
    let current: AdminProduct;
    try {
      current = await save.mutateAsync({ id: saved?.id, input: toProductInput(values, saved) });
      setSaved(current);
    } catch (error) {
      applyFieldIssues(error, FIELDS, form.setError);
      if (isApiError(error) && error.code === 'STOCK_CHANGED')
        form.setError('stockQuantity', { message: 'stockChanged' });
      showDestructiveToast(
        t(saved ? 'shopAdmin.products.updateFailed' : 'shopAdmin.products.createFailed'),
        t(getErrorMessageKey(error)),
      );
      return;
    }
    if (file) {
      setProgress(0);
      try {
        await upload.mutateAsync({ productId: current.id, file, onProgress: setProgress });
      } catch (error) {
        setProgress(null);
        setFileError(validationText(isApiError(error) && error.code === 'IMAGE_INVALID' ? 'imageInvalid' : undefined));
        showDestructiveToast(t('shopAdmin.products.imageFailed', { name }), t(getErrorMessageKey(error)));
        return;
      }
    }
    showSuccessToast(t(product ? 'shopAdmin.products.updated' : 'shopAdmin.products.created', { name }));
    onOpenChange(false);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(product ? 'shopAdmin.products.editTitle' : 'shopAdmin.products.newTitle')}
      description={t('shopAdmin.products.formHint')}
      onSubmit={form.handleSubmit(submit)}
      submitLabel={t(product ? 'admin.common.save' : 'shopAdmin.products.create')}
      cancelLabel={t('admin.common.cancel')}
      busy={isSubmitting || progress !== null}
      lockWhileBusy
    >
      <LocalizedFields
        label={t('shopAdmin.products.name')}
        register={(lang) => form.register(`name.${lang}`)}
        errors={errors.name}
      />
      <LocalizedFields
        label={t('shopAdmin.products.description')}
        register={(lang) => form.register(`description.${lang}`)}
        errors={errors.description ?? undefined}
        optional
        multiline
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t('shopAdmin.products.category')} error={validationText(errors.category?.message)}>
          <NativeSelect {...form.register('category')}>
            {PRODUCT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`shop.categories.${category}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label={t('shopAdmin.products.price', { currency: currencySign(currency, language) })}
          error={validationText(errors.price?.message)}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            placeholder={formatMoneyInput(2490, language)}
            {...form.register('price')}
          />
        </FormField>
        <FormField
          label={t('shopAdmin.products.stock')}
          hint={
            saved && saved.reserved > 0 ? t('shopAdmin.products.reservedHint', { count: saved.reserved }) : undefined
          }
          error={validationText(errors.stockQuantity?.message)}
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('stockQuantity')} />
        </FormField>
      </div>
      <ImagePicker
        currentUrl={saved?.thumbnailUrl ?? null}
        file={file}
        onFile={chooseFile}
        progress={progress}
        error={fileError}
      />
      <CheckboxField label={t('shopAdmin.products.activeLabel')} {...form.register('active')} />
    </FormDialog>
  );
}
