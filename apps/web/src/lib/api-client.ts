import { type ErrorCode, type FieldIssue, isApiErrorBody, STATUS_ERROR_CODES } from '@swim/shared/errors';
import type { z } from 'zod';

/** The server's stable codes plus what can go wrong before an answer arrives. */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'INVALID_RESPONSE' | 'UNKNOWN';

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly details: FieldIssue[];

  constructor(options: { code: ApiErrorCode; status: number; message: string; details?: FieldIssue[] }) {
    super(options.message);
    this.name = 'ApiError';
    this.code = options.code;
    this.status = options.status;
    this.details = options.details ?? [];
  }
}

export const API_BASE = '/api';

type Fetch = (input: string, init: RequestInit) => Promise<Response>;
/** The global fetch at call time (tests replace it); the server's page renderer sets its own (setApiFetch). */
let send: Fetch = (input, init) => fetch(input, init);

/** Sends this bundle's API requests through fetchImpl: the server renders pages without a trip over the network. */
export function setApiFetch(fetchImpl: Fetch): void {
  send = fetchImpl;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * A response schema, or a loader of one: a module of the first script validates through a loader, so zod and the
 * schema arrive in their own chunk, fetched while the request is under way.
 */
export type ResponseSchema<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);
type RequestOptions<T> = { body?: unknown; schema?: ResponseSchema<T>; signal?: AbortSignal };

/** The one place request headers are built; auth and CSRF headers belong here. */
function buildHeaders(hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (isApiErrorBody(body)) {
    const { code, message, details } = body.error;
    return new ApiError({ code, status, message, details });
  }
  const code = STATUS_ERROR_CODES[status] ?? (status >= 500 ? 'INTERNAL' : 'UNKNOWN');
  return new ApiError({ code, status, message: `Request failed with status ${status}` });
}

/** Sends a JSON request to the API and returns the parsed (and, with a schema, validated) answer. */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions<T> = {}): Promise<T> {
  const hasBody = options.body !== undefined;
  const schemaReady = typeof options.schema === 'function' ? options.schema() : Promise.resolve(options.schema);
  // A failed schema load surfaces below, after the request; it must not count as unhandled meanwhile.
  schemaReady.catch(() => undefined);
  let response: Response;
  try {
    response = await send(`${API_BASE}${path}`, {
      method,
      credentials: 'include',
      headers: buildHeaders(hasBody),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ code: 'NETWORK', status: 0, message: 'The server could not be reached' });
  }

  const body = await readBody(response);
  if (!response.ok) throw toApiError(response.status, body);
  const schema = await schemaReady;
  if (!schema) return body as T;

  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError({ code: 'INVALID_RESPONSE', status: response.status, message: parsed.error.message });
  }
  return parsed.data;
}

export function apiGet<T>(path: string, schema?: ResponseSchema<T>, signal?: AbortSignal): Promise<T> {
  return apiRequest('GET', path, { schema, signal });
}

export function apiPost<T>(path: string, body: unknown, schema?: z.ZodType<T>): Promise<T> {
  return apiRequest('POST', path, { body, schema });
}

/** Builds '?a=1&b=2' from the defined values, or '' when none is. */
export function toQueryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
