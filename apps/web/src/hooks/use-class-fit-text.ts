import { ageOn, type ClassFit } from '@swim/shared/class-fit';
import type { SkillLevel } from '@swim/shared/enums';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FitFor } from './use-class-options';
import { useClubToday } from './use-club-today';

/** The child a class list is shown for: what the fit reads, and the name the warnings use (unknown in the wizard). */
export type FitChild = FitFor & { name?: string | null };

type AgedClass = { minAge: number | null; maxAge: number | null };
type FittedClass = AgedClass & { level: SkillLevel; fit: ClassFit | null };

/**
 * The words for a class's ages ("For ages 3–4") and for why it does not suit a child ("For ages 3–4; Maria is 10",
 * "For beginners; Maria is intermediate"). The fit itself is the server's; the child's age is counted the same way
 * (shared ageOn, today in the club's calendar).
 */
export function useClassFitText() {
  const { t } = useTranslation();
  const today = useClubToday();
  return useMemo(() => {
    const ages = ({ minAge, maxAge }: AgedClass): string | null => {
      if (minAge !== null && maxAge !== null) {
        return minAge === maxAge
          ? t('classFit.ages.exact', { count: minAge })
          : t('classFit.ages.range', { min: minAge, max: maxAge, count: maxAge });
      }
      if (minAge !== null) return t('classFit.ages.from', { count: minAge });
      if (maxAge !== null) return t('classFit.ages.upTo', { count: maxAge });
      return null;
    };
    const warning = (option: FittedClass, child: FitChild): string | null => {
      const name = child.name?.trim() || t('classFit.yourChild');
      if (option.fit === 'too_young' || option.fit === 'too_old') {
        const age = child.birthDate ? ageOn(child.birthDate, today) : null;
        const forClass = ages(option);
        if (age === null || forClass === null) return null;
        return t('classFit.warning', { forClass, child: t('classFit.childAge', { name, count: age }) });
      }
      if (option.fit === 'other_level' && child.skillLevel) {
        return t('classFit.warning', {
          forClass: t(`classFit.level.${option.level}`),
          child: t(`classFit.childLevel.${child.skillLevel}`, { name }),
        });
      }
      return null;
    };
    return { ages, warning };
  }, [t, today]);
}
