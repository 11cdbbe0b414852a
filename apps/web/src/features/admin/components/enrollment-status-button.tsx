import type { Enrollment } from '@swim/shared/api/children';
import { pickText } from '@swim/shared/localized-text';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { peopleKeys } from '../api/people-keys';
import { useSetEnrollmentStatus } from '../api/set-enrollment-status';

type EnrollmentStatusButtonProps = { childName: string; enrollment: Enrollment };

/** Activates or deactivates one of the child's enrollments (reactivation needs a free place in the class). */
export function EnrollmentStatusButton({ childName, enrollment }: EnrollmentStatusButtonProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const status = useSetEnrollmentStatus();
  const title = pickText(enrollment.classTitle, language);

  async function toggle() {
    const active = !enrollment.active;
    try {
      await status.mutateAsync({ id: enrollment.id, active });
      showSuccessToast(
        t(active ? 'admin.enrollments.activated' : 'admin.enrollments.deactivated', { name: childName }),
      );
    } catch (error) {
      showDestructiveToast(t('admin.enrollments.statusFailed'), t(getErrorMessageKey(error)));
    }
    await queryClient.invalidateQueries({ queryKey: peopleKeys.children });
  }

  return (
    <Button
      variant="outline"
      size="sm"
      disabled={status.isPending}
      onClick={() => void toggle()}
      aria-label={t(enrollment.active ? 'admin.enrollments.deactivateNamed' : 'admin.enrollments.activateNamed', {
        name: childName,
        title,
      })}
    >
      {t(enrollment.active ? 'admin.common.deactivate' : 'admin.common.activate')}
    </Button>
  );
}
