import type { Achievement } from '@swim/shared/api/children';
import { pickText } from '@swim/shared/localized-text';
import { Award, BadgeCheck, Flag, type LucideIcon, Medal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { Badge } from '../../../components/ui/badge';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { isOneOf } from '../../../lib/one-of';

const KIND_ICONS: Record<string, LucideIcon> = { medal: Medal, certificate: Award, badge: BadgeCheck, milestone: Flag };
const KNOWN_KINDS = ['medal', 'certificate', 'badge', 'milestone'] as const;
type Kind = (typeof KNOWN_KINDS)[number];
const isKnownKind = (kind: string): kind is Kind => isOneOf(KNOWN_KINDS, kind);

/** Medals, certificates, badges and milestones, newest first. */
export function AchievementsTab({ achievements }: { achievements: Achievement[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (achievements.length === 0) {
    return (
      <EmptyState icon={Medal} title={t('child.achievements.empty')} description={t('child.achievements.emptyHint')} />
    );
  }
  const newestFirst = [...achievements].sort((a, b) => b.awardedAt.localeCompare(a.awardedAt));
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {newestFirst.map((achievement) => {
        const Icon = KIND_ICONS[achievement.kind] ?? Award;
        return (
          <li key={achievement.id} className="flex gap-4 rounded-2xl border border-sand-200 bg-white p-4 sm:p-5">
            <span className="grid size-12 shrink-0 place-items-center rounded-full bg-sand-100 text-sand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div className="flex min-w-0 flex-col gap-1.5">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone="sand">
                  {isKnownKind(achievement.kind) ? t(`child.achievements.kinds.${achievement.kind}`) : achievement.kind}
                </Badge>
                <time dateTime={achievement.awardedAt} className="text-sm text-ink-muted">
                  {formatDate(achievement.awardedAt, language)}
                </time>
              </div>
              <h4 className="font-bold text-ocean-950">{pickText(achievement.title, language)}</h4>
              {achievement.description ? (
                <p className="text-sm text-ink-muted">{pickText(achievement.description, language)}</p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
