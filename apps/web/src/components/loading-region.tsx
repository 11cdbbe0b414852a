import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Wraps skeletons so assistive technology hears 'Loading...' once instead of empty boxes. */
export function LoadingRegion({ children, className }: { children: ReactNode; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{t('states.loading')}</span>
      {children}
    </div>
  );
}
