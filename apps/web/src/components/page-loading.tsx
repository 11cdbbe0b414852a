import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The fallback while a lazily loaded page arrives. It fills the screen, so the footer stays below the fold instead of
 * showing and then jumping away when the page comes (a layout shift).
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh">
      <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-ink-muted">
        <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-ocean-600" />
        <span className="text-base font-medium">{t('states.loading')}</span>
      </div>
    </div>
  );
}
