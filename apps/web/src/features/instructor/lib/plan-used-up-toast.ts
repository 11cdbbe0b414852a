import type { TFunction } from 'i18next';
import { toast } from 'sonner';

/** A warning that stays until read: the child has no session left and the parent should renew. */
export function showPlanUsedUp(t: TFunction, name: string): void {
  toast.warning(t('instructor.attendance.usedUpTitle', { name }), {
    description: t('instructor.attendance.usedUpText'),
  });
}
