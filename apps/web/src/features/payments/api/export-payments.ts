import type { PaymentFilters } from '@swim/shared/api/payments';
import type { Language } from '@swim/shared/enums';
import { isApiErrorBody, STATUS_ERROR_CODES } from '@swim/shared/errors';
import { API_BASE, ApiError, toQueryString } from '../../../lib/api-client';
import { filenameFromContentDisposition } from '../lib/content-disposition';

/** Bytes received so far and, when the server sent a Content-Length, how many to expect. */
export type ExportProgress = { received: number; total: number | null };
export type ExportedFile = { blob: Blob; filename: string };

/** The file kinds the server writes: a CSV, or an Excel workbook with typed numbers and dates. */
export type ExportFormat = 'csv' | 'xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** What to ask the server for, and the type of the file handed to the browser. */
const MEDIA: Record<ExportFormat, { accept: string; blob: string }> = {
  csv: { accept: 'text/csv', blob: 'text/csv;charset=utf-8' },
  xlsx: { accept: XLSX_TYPE, blob: XLSX_TYPE },
};

/** The export's address: the file kind, the list's filters, and the language of its headings and labels. */
export function exportPaymentsPath(filters: PaymentFilters, language: Language, format: ExportFormat = 'csv'): string {
  const params = toQueryString({
    status: filters.status,
    method: filters.method,
    childId: filters.childId,
    range: filters.range,
    search: filters.search,
    lang: language,
  });
  return `/payments/export.${format}${params}`;
}

async function toExportError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (isApiErrorBody(body)) {
    const { code, message, details } = body.error;
    return new ApiError({ code, status: response.status, message, details });
  }
  const code = STATUS_ERROR_CODES[response.status] ?? (response.status >= 500 ? 'INTERNAL' : 'UNKNOWN');
  return new ApiError({ code, status: response.status, message: `Export failed with status ${response.status}` });
}

/** Reads the body chunk by chunk so the caller can show progress; falls back to one read without a stream. */
async function readWithProgress(response: Response, onProgress: (progress: ExportProgress) => void) {
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = response.body?.getReader();
  if (!reader) {
    const buffer = await response.arrayBuffer();
    onProgress({ received: buffer.byteLength, total });
    return [new Uint8Array(buffer)];
  }
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return chunks;
}

/** Downloads exactly the filtered payments as CSV (UTF-8 with BOM, as the server writes it) or as .xlsx. */
export async function exportPayments(
  filters: PaymentFilters,
  options: {
    format: ExportFormat;
    language: Language;
    onProgress: (progress: ExportProgress) => void;
    signal?: AbortSignal;
  },
): Promise<ExportedFile> {
  const { format, language, onProgress, signal } = options;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${exportPaymentsPath(filters, language, format)}`, {
      credentials: 'include',
      headers: { Accept: MEDIA[format].accept },
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ code: 'NETWORK', status: 0, message: 'The server could not be reached' });
  }
  if (!response.ok) throw await toExportError(response);
  const chunks = await readWithProgress(response, onProgress);
  const filename = filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? `payments.${format}`;
  return { blob: new Blob(chunks as BlobPart[], { type: MEDIA[format].blob }), filename };
}
