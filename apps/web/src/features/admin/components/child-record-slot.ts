import type { Child, ChildActivity, Enrollment } from '@swim/shared/api/children';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';

/**
 * The child's record tabs (overview, attendance, progress, performance, achievements, payments, enrollments) are
 * the parent's profile's own; the admin route hands that component in, since features do not import each other.
 */
export type ChildRecordSlotProps = {
  child: Child;
  activity: UseQueryResult<ChildActivity>;
  transfer: {
    mutateAsync: (input: { enrollmentId: string; toClassId: string }) => Promise<unknown>;
    isPending: boolean;
  };
  enrollmentActions: (enrollment: Enrollment) => ReactNode;
};

export type ChildRecordSlot = ComponentType<ChildRecordSlotProps>;
