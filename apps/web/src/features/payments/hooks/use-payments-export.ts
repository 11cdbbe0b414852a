import type { PaymentFilters } from '@swim/shared/api/payments';
import type { Language } from '@swim/shared/enums';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ExportedFile, type ExportFormat, type ExportProgress, exportPayments } from '../api/export-payments';

export type ExportState =
  | { status: 'idle' }
  | { status: 'running'; progress: ExportProgress }
  | { status: 'done'; file: ExportedFile }
  | { status: 'failed'; error: unknown };

/** Runs one export (CSV or .xlsx) at a time with its progress; it can be cancelled, and stops when the page goes away. */
export function usePaymentsExport() {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (filters: PaymentFilters, language: Language, format: ExportFormat): Promise<ExportState> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'running', progress: { received: 0, total: null } });
      let next: ExportState;
      try {
        const file = await exportPayments(filters, {
          format,
          language,
          signal: current.signal,
          onProgress: (progress) => {
            if (!current.signal.aborted) setState({ status: 'running', progress });
          },
        });
        next = { status: 'done', file };
      } catch (error) {
        next = current.signal.aborted ? { status: 'idle' } : { status: 'failed', error };
      }
      if (controller.current === current) {
        controller.current = null;
        setState(next);
      }
      return next;
    },
    [],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, start, cancel };
}
