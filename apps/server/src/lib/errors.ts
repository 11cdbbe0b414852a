import { ERROR_STATUS, type ErrorCode, type FieldIssue } from '@swim/shared/errors';

/** An error a caller may see: a stable code, an English fallback message and optional field issues. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: FieldIssue[];

  constructor(code: ErrorCode, message: string, details?: FieldIssue[]) {
    super(message);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = details;
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You do not have access to this') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Sign in to continue') => new AppError('UNAUTHENTICATED', message);
