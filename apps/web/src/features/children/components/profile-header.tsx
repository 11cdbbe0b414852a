import { ageOn } from '@swim/shared/class-fit';
import type { Child } from '@swim/shared/api/children';
import { CirclePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { LevelBadge } from '../../../components/level-badge';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { ChangeLevelDialog } from './change-level-dialog';
import { DeleteChildDialog } from './delete-child-dialog';
import { EditChildDialog } from './edit-child-dialog';
import { useClubToday } from '../../../hooks/use-club-today';

/** Name, age and level of the child, with the profile's actions. */
export function ProfileHeader({ child }: { child: Child }) {
  const { t } = useTranslation();
  const today = useClubToday();
  const language = useLanguage();
  const age = ageOn(child.birthDate, today);
  return (
    <PageHeader title={child.fullName} backLink={<BackLink to="/dashboard">{t('child.backToDashboard')}</BackLink>}>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-ocean-100">
        <span className="text-lg font-semibold text-white">{t('child.age', { count: age })}</span>
        <span>{t('child.born', { date: formatDate(child.birthDate, language) })}</span>
        <span className="flex items-center gap-2">
          <span className="sr-only">{t('child.fields.skillLevel')}:</span>
          <LevelBadge level={child.skillLevel} />
        </span>
      </div>
      <div className="mt-6 flex flex-wrap gap-2">
        <Button asChild variant="accent" size="sm">
          <Link to={`/enroll-child/${child.id}`}>
            <CirclePlus aria-hidden="true" />
            {t('child.enrollments.enrol')}
          </Link>
        </Button>
        <EditChildDialog child={child} triggerVariant="onDark" />
        <ChangeLevelDialog childId={child.id} level={child.skillLevel} triggerVariant="onDark" />
        <DeleteChildDialog childId={child.id} fullName={child.fullName} />
      </div>
    </PageHeader>
  );
}
