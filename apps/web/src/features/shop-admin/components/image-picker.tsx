import { MAX_PRODUCT_IMAGE_BYTES, PRODUCT_IMAGE_TYPES } from '@swim/shared/api/admin-shop';
import { ImagePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FileUploadField, checkPictureFile } from '../../../components/file-upload-field';

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
export const checkImageFile = (file: File) =>
  checkPictureFile(file, { types: PRODUCT_IMAGE_TYPES, maxBytes: MAX_PRODUCT_IMAGE_BYTES });

/** The photo field: the current or chosen picture, a file input and the upload's progress. */
export function ImagePicker({ progress, ...field }: ImagePickerProps) {
  const { t } = useTranslation();
  return (
    <FileUploadField
      {...field}
      label={t('shopAdmin.products.image')}
      hint={t('shopAdmin.products.imageHint')}
      accept={PRODUCT_IMAGE_TYPES.join(',')}
      previewAlt={t('shopAdmin.products.imagePreview')}
      emptyIcon={ImagePlus}
      upload={{
        progress,
        label: t('shopAdmin.products.uploading'),
        text: (percent) => t('shopAdmin.products.uploadProgress', { percent }),
      }}
    />
  );
}
