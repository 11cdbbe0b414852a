import { ageOn } from '@swim/shared/class-fit';
import { ArrowLeft, Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LevelBadge } from '../../../components/level-badge';
import { LoadingRegion } from '../../../components/loading-region';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useAdminChild, useAdminChildActivity } from '../api/get-admin-child';
import { useTransferChild } from '../api/transfer-child';
import { ChildConsentsSection } from './child-consents-section';
import { ChildCreditsSection } from './child-credits-section';
import type { ChildRecordSlot } from './child-record-slot';
import { EnrollmentStatusButton } from './enrollment-status-button';
import { useClubToday } from '../../../hooks/use-club-today';

type AdminChildViewProps = { childId: string; onBack: () => void; ChildRecord: ChildRecordSlot };

function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <div>
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        {t('peopleAdmin.children.back')}
      </Button>
    </div>
  );
}

/** One child as the parent sees it, with the parent's contact; enrollments activated, deactivated or moved here. */
export function AdminChildView({ childId, onBack, ChildRecord }: AdminChildViewProps) {
  const { t } = useTranslation();
  const today = useClubToday();
  const language = useLanguage();
  const child = useAdminChild(childId);
  const activity = useAdminChildActivity(childId, { enabled: child.isSuccess });
  const transfer = useTransferChild(childId);

  if (child.isPending) {
    return (
      <LoadingRegion className="flex flex-col gap-4">
        <Skeleton className="h-32 rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
      </LoadingRegion>
    );
  }
  if (child.isError) {
    const missing = isApiError(child.error) && child.error.code === 'CHILD_NOT_FOUND';
    return (
      <div className="flex flex-col gap-4">
        <BackButton onBack={onBack} />
        {missing ? (
          <p role="alert" className="rounded-xl bg-sand-100 px-4 py-3 text-ink">
            {t('child.notFound.title')}
          </p>
        ) : (
          <ErrorState error={child.error} onRetry={() => void child.refetch()} />
        )}
      </div>
    );
  }
  const { parent } = child.data;
  return (
    <div className="flex flex-col gap-6">
      <BackButton onBack={onBack} />
      <section
        aria-labelledby="admin-child-name"
        className="flex flex-col gap-3 rounded-(--radius-card) border border-sand-200 bg-white p-5 shadow-card"
      >
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="admin-child-name" className="text-2xl font-bold break-words text-ocean-950">
            {child.data.fullName}
          </h2>
          <LevelBadge level={child.data.skillLevel} />
        </div>
        <p className="text-ink-muted">
          {t('child.age', { count: ageOn(child.data.birthDate, today) })} ·{' '}
          {t('child.born', { date: formatDate(child.data.birthDate, language) })}
        </p>
        <div className="flex flex-col gap-1 text-sm text-ink sm:flex-row sm:flex-wrap sm:gap-x-5">
          <span className="font-semibold">{t('admin.enrollments.parent', { name: parent.name })}</span>
          <a
            className="flex items-center gap-1.5 break-all text-ocean-800 hover:underline"
            href={`mailto:${parent.email}`}
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {parent.email}
          </a>
          {parent.phone ? (
            <a className="flex items-center gap-1.5 text-ocean-800 hover:underline" href={`tel:${parent.phone}`}>
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              {parent.phone}
            </a>
          ) : null}
        </div>
      </section>
      <ChildRecord
        child={child.data}
        activity={activity}
        transfer={transfer}
        enrollmentActions={(enrollment) => (
          <EnrollmentStatusButton childName={child.data.fullName} enrollment={enrollment} />
        )}
      />
      <ChildCreditsSection childId={child.data.id} childName={child.data.fullName} />
      <ChildConsentsSection childId={child.data.id} childName={child.data.fullName} />
    </div>
  );
}
