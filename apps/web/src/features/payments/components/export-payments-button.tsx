import type { PaymentFilters } from '@swim/shared/api/payments';
import { Download, FileSpreadsheet, LoaderCircle, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import type { ExportFormat } from '../api/export-payments';
import { usePaymentsExport } from '../hooks/use-payments-export';
import { formatBytes } from '../lib/money';
import { saveFile } from '../lib/save-file';

const LABELS = { csv: 'payments.export.button', xlsx: 'payments.export.excel' } as const;
const ICONS = { csv: Download, xlsx: FileSpreadsheet };

/** Downloads exactly the filtered payments as a file of the kind, showing the bytes received (a bar when the size is known). */
export function ExportPaymentsButton({
  filters,
  format,
  disabled,
}: {
  filters: PaymentFilters;
  format: ExportFormat;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { state, start, cancel } = usePaymentsExport();
  const Icon = ICONS[format];

  async function run() {
    const result = await start(filters, language, format);
    if (result.status === 'done') {
      saveFile(result.file.blob, result.file.filename);
      showSuccessToast(t('payments.export.done'), result.file.filename);
    }
    if (result.status === 'failed') {
      showDestructiveToast(t('payments.export.failed'), t(getErrorMessageKey(result.error)));
    }
  }

  if (state.status !== 'running') {
    return (
      <Button variant="outline" onClick={() => void run()} disabled={disabled}>
        <Icon aria-hidden="true" />
        {t(LABELS[format])}
      </Button>
    );
  }

  const { received, total } = state.progress;
  const percent = total ? Math.min(100, Math.round((received / total) * 100)) : null;
  return (
    <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto">
      <div role="status" aria-live="polite" className="flex min-w-0 flex-1 items-center gap-3 sm:w-64 sm:flex-none">
        {percent === null ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin text-ocean-700" />
            <span className="text-sm text-ink">
              {t('payments.export.received', { size: formatBytes(received, language) })}
            </span>
          </>
        ) : (
          <div className="flex w-full flex-col gap-1">
            <div
              role="progressbar"
              aria-label={t('payments.export.progress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 w-full overflow-hidden rounded-full bg-sand-200"
            >
              <div className="h-full rounded-full bg-ocean-700 transition-[width]" style={{ width: `${percent}%` }} />
            </div>
            <span className="text-sm text-ink">
              {t('payments.export.receivedOf', {
                size: formatBytes(received, language),
                total: formatBytes(total ?? 0, language),
              })}
            </span>
          </div>
        )}
      </div>
      <Button variant="ghost" size="sm" onClick={cancel}>
        <X aria-hidden="true" />
        {t('payments.export.cancel')}
      </Button>
    </div>
  );
}
