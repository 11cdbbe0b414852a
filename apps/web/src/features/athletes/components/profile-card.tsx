import type { AthleteDashboard } from '@swim/shared/api/athletes';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LevelBadge } from '../../../components/level-badge';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { DashboardCard } from './dashboard-card';

export function ProfileCard({ profile }: { profile: AthleteDashboard['profile'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rows: Array<[string, string | null]> = [
    [t('athlete.profile.email'), profile.email],
    [t('athlete.profile.phone'), profile.phone],
    [t('athlete.profile.birthDate'), profile.birthDate ? formatDate(profile.birthDate, language) : null],
    [t('athlete.profile.discipline'), profile.discipline],
    [t('athlete.profile.memberSince'), formatDate(profile.memberSince, language)],
    [t('athlete.profile.approvedAt'), profile.approvedAt ? formatDate(profile.approvedAt, language) : null],
  ];
  return (
    <DashboardCard id="athlete-profile" icon={UserRound} title={t('athlete.profile.title')}>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <p className="text-lg font-bold text-ink">{profile.name}</p>
        {profile.skillLevel ? <LevelBadge level={profile.skillLevel} /> : null}
      </div>
      <dl className="grid gap-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[minmax(0,9rem)_1fr] gap-3">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="min-w-0 font-medium break-words text-ink">{value ?? t('athlete.profile.notGiven')}</dd>
          </div>
        ))}
      </dl>
    </DashboardCard>
  );
}
