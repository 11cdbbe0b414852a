// A string from outside (a select's value, a search parameter, a catalog's message) checked against a typed list,
// so callers get the list's type from the check instead of a cast.

/** Whether the value is one of the allowed ones; narrows it to their type. */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return values.some((allowed) => allowed === value);
}

/** The value when it is one of the allowed ones, else undefined. */
export function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return isOneOf(values, value) ? value : undefined;
}
