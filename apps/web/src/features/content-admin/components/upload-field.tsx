import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../../components/file-upload-field';

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

/** A news cover or gallery file: a preview of the chosen photo (or a video mark), and the upload's progress bar. */
export function UploadField({ progress, ...field }: UploadFieldProps) {
  const { t } = useTranslation();
  return (
    <FileUploadField
      {...field}
      previewAlt={t('contentAdmin.upload.preview')}
      upload={{
        progress,
        label: t('contentAdmin.upload.uploading'),
        text: (percent) => t('contentAdmin.upload.progress', { percent }),
      }}
    />
  );
}
