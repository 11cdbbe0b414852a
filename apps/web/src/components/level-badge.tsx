import type { SkillLevel } from '@swim/shared/enums';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from './ui/badge';

const LEVEL_TONES: Record<SkillLevel, BadgeTone> = { beginner: 'lagoon', intermediate: 'ocean', advanced: 'sand' };

export function LevelBadge({ level }: { level: SkillLevel }) {
  const { t } = useTranslation();
  return <Badge tone={LEVEL_TONES[level]}>{t(`levels.${level}`)}</Badge>;
}
