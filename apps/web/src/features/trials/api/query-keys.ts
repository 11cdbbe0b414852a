import { familyKeys } from '../../../lib/family-query-keys';

/** Trial lessons' queries. The family's list sits below the dashboard's key: what refreshes the dashboard refreshes it. */
export const trialKeys = {
  all: ['trials'] as const,
  /** A class's bookable trial sessions (public). */
  class: (classId: string) => ['trials', 'class', classId] as const,
  /** The trial a mail's link names. */
  link: (token: string) => ['trials', 'link', token] as const,
  mine: [...familyKeys.dashboard, 'trials'] as const,
  admin: (status: string | undefined) => ['trials', 'admin', { status: status ?? 'all' }] as const,
};
