import {
  type AttendanceMarked,
  type AttendanceMarkInput,
  attendanceMarkedSchema,
  type ClassAttendance,
} from '@swim/shared/api/instructor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { instructorKeys } from './query-keys';

type MarkInput = AttendanceMarkInput & { classId: string };

/** Marks or corrects one child for a date; the server keeps one record per child, class and date. */
export function markAttendance({ classId, ...body }: MarkInput): Promise<AttendanceMarked> {
  return apiRequest('PUT', `/instructor/classes/${encodeURIComponent(classId)}/attendance`, {
    body,
    schema: attendanceMarkedSchema,
  });
}

/** Puts the saved mark on the shown list at once, then refreshes the class (rates, roster, sessions left). */
export function useMarkAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAttendance,
    onSuccess: (marked) => {
      queryClient.setQueryData<ClassAttendance>(instructorKeys.attendance(marked.classId, marked.date), (current) =>
        current
          ? {
              ...current,
              children: current.children.map((child) =>
                child.childId === marked.childId
                  ? {
                      ...child,
                      status: marked.status,
                      sessionsRemaining: marked.sessionsRemaining,
                      sessionsUsedUp: marked.planUsedUp,
                    }
                  : child,
              ),
            }
          : current,
      );
    },
    onSettled: (_data, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: instructorKeys.class(input.classId) });
      void queryClient.invalidateQueries({ queryKey: instructorKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: instructorKeys.child(input.childId) });
    },
  });
}
