import { RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getErrorMessageKey } from '../lib/error-message';
import { Button } from './ui/button';

type ErrorStateProps = { error: unknown; onRetry: () => void; title?: string };

/** Shown in place of content whose request failed, with a way to try again. */
export function ErrorState({ error, onRetry, title }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-(--radius-card) border border-red-200 bg-red-50/60 px-6 py-10 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-8 text-red-700" />
      <p className="text-lg font-semibold text-ink">{title ?? t('states.loadFailed')}</p>
      <p className="max-w-md text-sm text-ink-muted">{t(getErrorMessageKey(error))}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {t('actions.retry')}
      </Button>
    </div>
  );
}
