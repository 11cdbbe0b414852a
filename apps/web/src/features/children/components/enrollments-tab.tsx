import type { Child } from '@swim/shared/api/children';
import { CirclePlus, Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import { TabSection } from './tab-section';
import { EnrollmentList } from './enrollment-card';
import { TransferDialog } from './transfer-dialog';
import { UnenrollDialog } from './unenroll-dialog';

function EnrollButton({ childId }: { childId: string }) {
  const { t } = useTranslation();
  return (
    <Button asChild size="sm">
      <Link to={`/enroll-child/${childId}`}>
        <CirclePlus aria-hidden="true" />
        {t('child.enrollments.enrol')}
      </Link>
    </Button>
  );
}

/** Active enrollments with transfer and unenrol, then past ones. */
export function EnrollmentsTab({ child }: { child: Child }) {
  const { t } = useTranslation();
  const active = child.enrollments.filter((enrollment) => enrollment.active);
  const past = child.enrollments.filter((enrollment) => !enrollment.active);
  const activeClassIds = active.map((enrollment) => enrollment.classId);
  return (
    <div className="flex flex-col gap-10">
      <TabSection title={t('child.enrollments.active')} action={<EnrollButton childId={child.id} />}>
        {active.length === 0 ? (
          <EmptyState
            icon={Layers}
            title={t('child.enrollments.noActive')}
            description={t('child.enrollments.noActiveHint')}
          />
        ) : (
          <EnrollmentList
            className="grid gap-4 lg:grid-cols-2"
            enrollments={active}
            actions={(enrollment) => (
              <>
                <TransferDialog childId={child.id} enrollment={enrollment} activeClassIds={activeClassIds} />
                <UnenrollDialog childId={child.id} childName={child.fullName} enrollment={enrollment} />
              </>
            )}
          />
        )}
      </TabSection>
      <TabSection title={t('child.enrollments.past')}>
        {past.length === 0 ? (
          <p className="text-ink-muted">{t('child.enrollments.noPast')}</p>
        ) : (
          <EnrollmentList className="grid gap-4 lg:grid-cols-2" enrollments={past} />
        )}
      </TabSection>
    </div>
  );
}
