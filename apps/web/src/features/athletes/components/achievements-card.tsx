import type { AthleteDashboard } from '@swim/shared/api/athletes';
import { pickText } from '@swim/shared/localized-text';
import { Award, BadgeCheck, Flag, type LucideIcon, Medal, ScrollText, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { DashboardCard, EmptyNote } from './dashboard-card';

/** The icon of each kind the club awards; a kind added later shows the plain award. */
const KIND_ICONS: Partial<Record<string, LucideIcon>> = {
  medal: Medal,
  badge: BadgeCheck,
  certificate: ScrollText,
  milestone: Flag,
};

export function AchievementsCard({ achievements }: { achievements: AthleteDashboard['achievements'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <DashboardCard id="athlete-achievements" icon={Trophy} title={t('athlete.achievements.title')}>
      {achievements.length === 0 ? (
        <EmptyNote>{t('athlete.achievements.empty')}</EmptyNote>
      ) : (
        <ul className="flex flex-col gap-3">
          {achievements.map((achievement) => {
            const Icon = KIND_ICONS[achievement.kind] ?? Award;
            return (
              <li key={achievement.id} className="flex gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-amber-50 text-amber-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{pickText(achievement.title, language)}</p>
                  {achievement.description ? (
                    <p className="text-sm text-ink-muted">{pickText(achievement.description, language)}</p>
                  ) : null}
                  <p className="text-xs text-ink-muted">{formatDate(achievement.awardedAt, language)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardCard>
  );
}
