import type { Child, Enrollment } from '@swim/shared/api/children';
import { Layers } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { TabSection } from './tab-section';
import { EnrollmentList } from './enrollment-card';
import { type TransferAction, TransferDialog } from './transfer-dialog';

type EnrollmentsTabProps = {
  child: Child;
  transfer: TransferAction;
  /** More buttons for an enrollment, active or past (unenrol, activate/deactivate). */
  enrollmentActions?: (enrollment: Enrollment) => ReactNode;
  enrolAction?: ReactNode;
};

/** Active enrollments with transfer and the caller's actions, then past ones. */
export function EnrollmentsTab({ child, transfer, enrollmentActions, enrolAction }: EnrollmentsTabProps) {
  const { t } = useTranslation();
  const active = child.enrollments.filter((enrollment) => enrollment.active);
  const past = child.enrollments.filter((enrollment) => !enrollment.active);
  const activeClassIds = active.map((enrollment) => enrollment.classId);
  const fitChild = { name: child.fullName, birthDate: child.birthDate, skillLevel: child.skillLevel };
  return (
    <div className="flex flex-col gap-10">
      <TabSection title={t('child.enrollments.active')} action={enrolAction}>
        {active.length === 0 ? (
          <EmptyState
            icon={Layers}
            title={t('child.enrollments.noActive')}
            description={enrolAction ? t('child.enrollments.noActiveHint') : undefined}
          />
        ) : (
          <EnrollmentList
            className="grid gap-4 lg:grid-cols-2"
            enrollments={active}
            actions={(enrollment) => (
              <>
                <TransferDialog
                  child={fitChild}
                  enrollment={enrollment}
                  activeClassIds={activeClassIds}
                  transfer={transfer}
                />
                {enrollmentActions?.(enrollment)}
              </>
            )}
          />
        )}
      </TabSection>
      <TabSection title={t('child.enrollments.past')}>
        {past.length === 0 ? (
          <p className="text-ink-muted">{t('child.enrollments.noPast')}</p>
        ) : (
          <EnrollmentList
            className="grid gap-4 lg:grid-cols-2"
            enrollments={past}
            actions={enrollmentActions ? (enrollment) => enrollmentActions(enrollment) : undefined}
          />
        )}
      </TabSection>
    </div>
  );
}
