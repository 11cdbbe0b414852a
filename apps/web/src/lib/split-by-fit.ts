import type { ClassFit } from '@swim/shared/class-fit';

/** The classes that suit the child (all of them when no child was given), then the others, each in the given order. */
export function splitByFit<T extends { fit: ClassFit | null }>(options: readonly T[]): { fitting: T[]; others: T[] } {
  const fitting = options.filter((option) => option.fit === null || option.fit === 'fits');
  const others = options.filter((option) => option.fit !== null && option.fit !== 'fits');
  return { fitting, others };
}
