import { familyKeys } from '../../../lib/family-query-keys';

/** Cache keys of a child's profile; all sit below the parent's children root, which other features invalidate. */
export const childKeys = {
  all: familyKeys.children,
  detail: (childId: string) => [...familyKeys.children, childId] as const,
  activity: (childId: string) => [...familyKeys.children, childId, 'activity'] as const,
};
