// One closure in the admin's list: its dates, where, the reason in words, the note, and how many sessions and
// families it affects, with Edit and Delete.
import type { AdminClosure } from '@swim/shared/api/closures';
import { pickText } from '@swim/shared/localized-text';
import { CalendarOff, MapPin, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EditButton } from '../../../components/edit-button';
import { Badge } from '../../../components/ui/badge';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateRange } from '../lib/format-closure';
import { useClosureWhere } from './closure-where';
import { DeleteClosureButton } from './delete-closure-button';

export function ClosureItem({ closure, onEdit }: { closure: AdminClosure; onEdit: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const where = useClosureWhere();
  const dates = formatDateRange(closure.startsOn, closure.endsOn, language, true);
  return (
    <li className="grid gap-3 px-4 py-4 sm:px-5 md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-6">
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          <CalendarOff aria-hidden="true" className="size-4 shrink-0 text-ocean-700" />
          <span>{dates}</span>
          <Badge tone="sand">{t(`closures.reasons.${closure.reason}`)}</Badge>
        </p>
        <p className="flex items-start gap-1.5 text-sm text-ink-muted">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="break-words">{where(closure)}</span>
        </p>
        {closure.note ? <p className="text-sm break-words text-ink">{pickText(closure.note, language)}</p> : null}
        <p className="flex items-start gap-1.5 text-sm text-ink-muted">
          <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {t('closures.admin.sessionCount', { count: closure.sessionCount })}
            {' · '}
            {t('closures.admin.familyCount', { count: closure.familyCount })}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2 md:justify-end">
        <EditButton name={dates} onClick={onEdit} />
        <DeleteClosureButton closure={closure} dates={dates} />
      </div>
    </li>
  );
}
