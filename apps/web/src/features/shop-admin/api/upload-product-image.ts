import { type AdminProduct, adminProductSchema } from '@swim/shared/api/admin-shop';
import { STATUS_ERROR_CODES, isApiErrorBody } from '@swim/shared/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { invalidateProducts } from './invalidate-products';

type Upload = { productId: string; file: File; onProgress: (fraction: number) => void };

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

/**
 * Sends a product photo as multipart/form-data. XMLHttpRequest rather than fetch: only it reports how much of the
 * body has been sent, which the form shows as a progress bar.
 */
export function uploadProductImage({ productId, file, onProgress }: Upload): Promise<AdminProduct> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/admin/products/${encodeURIComponent(productId)}/image`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(toError(xhr.status, xhr.responseText));
      const parsed = adminProductSchema.safeParse(JSON.parse(xhr.responseText || 'null'));
      if (parsed.success) return resolve(parsed.data);
      reject(new ApiError({ code: 'INVALID_RESPONSE', status: xhr.status, message: parsed.error.message }));
    };
    xhr.onerror = () =>
      reject(new ApiError({ code: 'NETWORK', status: 0, message: 'The server could not be reached' }));
    const body = new FormData();
    body.append('image', file);
    xhr.send(body);
  });
}

export function useUploadProductImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadProductImage, onSettled: () => invalidateProducts(queryClient) });
}
