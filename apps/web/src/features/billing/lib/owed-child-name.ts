import type { OwedPeriod } from '@swim/shared/api/arrears';
import type { TFunction } from 'i18next';

/**
 * The child an owed month is for, as staff read it: its name, or for a child whose data was erased (ADR 0049) the
 * pseudonym's words in the reader's language with its code ("Erased child 1a2b").
 */
export function owedChildName(period: Pick<OwedPeriod, 'childName' | 'childErased'>, t: TFunction): string {
  if (!period.childErased) return period.childName;
  return `${t('erasure.admin.erasedChild')} ${period.childName.slice(-4)}`;
}
