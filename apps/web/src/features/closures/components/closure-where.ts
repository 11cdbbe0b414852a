// Where a closure applies, in words: the whole club, or the location's name in the reader's language.
import type { PublicClosure } from '@swim/shared/api/closures';
import { pickText } from '@swim/shared/localized-text';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';

export function useClosureWhere() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (closure: Pick<PublicClosure, 'location'>) =>
    closure.location ? pickText(closure.location.name, language) : t('closures.wholeClub');
}
