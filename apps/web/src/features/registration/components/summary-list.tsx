import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** A definition list of what was chosen, one row per answer. */
export function SummaryList({ children }: { children: ReactNode }) {
  return <dl className="divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-sand-50/60">{children}</dl>;
}

type SummaryRowProps = { label: string; onEdit?: () => void; editLabel?: string; children: ReactNode };

export function SummaryRow({ label, onEdit, editLabel, children }: SummaryRowProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1 px-4 py-4 sm:grid-cols-[11rem_1fr_auto] sm:items-start sm:gap-4 sm:px-5">
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="min-w-0 text-ink">{children}</dd>
      {onEdit ? (
        <dd className="sm:-my-1">
          <Button variant="ghost" size="sm" onClick={onEdit} className="-ml-3 sm:ml-0" aria-label={editLabel}>
            <Pencil aria-hidden="true" />
            {t('wizard.confirm.change')}
          </Button>
        </dd>
      ) : null}
    </div>
  );
}
