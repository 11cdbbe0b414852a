import { STATUS_ERROR_CODES, isApiErrorBody } from '@swim/shared/errors';
import type { z } from 'zod';
import { API_BASE, ApiError } from '../../../lib/api-client';

function toError(status: number, text: string): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (isApiErrorBody(body)) return new ApiError({ status, ...body.error });
  const code = STATUS_ERROR_CODES[status] ?? (status >= 500 ? 'INTERNAL' : 'UNKNOWN');
  return new ApiError({ code, status, message: `Upload failed with status ${status}` });
}

export type UploadRequest = {
  path: string;
  file: File;
  /** Text fields sent before the file. */
  fields?: Record<string, string>;
  /** 0..1 as the body is sent. */
  onProgress: (fraction: number) => void;
};

/**
 * Sends a file as multipart/form-data (field "file"). XMLHttpRequest rather than fetch: only it reports how much of
 * the body has been sent, which the console shows as a progress bar.
 */
export function uploadWithProgress<T>(request: UploadRequest, schema: z.ZodType<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${request.path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(toError(xhr.status, xhr.responseText));
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText || 'null');
      } catch {
        json = null;
      }
      const parsed = schema.safeParse(json);
      if (parsed.success) return resolve(parsed.data);
      reject(new ApiError({ code: 'INVALID_RESPONSE', status: xhr.status, message: parsed.error.message }));
    };
    xhr.onerror = () =>
      reject(new ApiError({ code: 'NETWORK', status: 0, message: 'The server could not be reached' }));
    const body = new FormData();
    for (const [name, value] of Object.entries(request.fields ?? {})) body.append(name, value);
    body.append('file', request.file);
    xhr.send(body);
  });
}
