import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/** Puts the server's field issues (`details[].message` are validation keys) on the form's fields; true if any. */
export function applyFieldIssues<T extends FieldValues>(
  error: unknown,
  fields: ReadonlyArray<FieldPath<T>>,
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const issue of error.details) {
    const last = issue.path.split(/[./]/).filter(Boolean).pop() ?? '';
    const field = fields.find((name) => name === last);
    if (!field) continue;
    setError(field, { message: issue.message });
    applied = true;
  }
  return applied;
}
