// One tap per attendance mark (present / absent / excused): the regulars' rows and the make-up guests' cards share it.
import type { AttendanceStatus } from '@swim/shared/enums';
import { Check, CircleSlash, FileCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/utils';

const STATUS_ICONS: Record<AttendanceStatus, LucideIcon> = { present: Check, absent: CircleSlash, excused: FileCheck };
const STATUS_ON = {
  present: 'border-emerald-700 bg-emerald-700 text-white',
  absent: 'border-red-700 bg-red-700 text-white',
  excused: 'border-sand-700 bg-sand-700 text-white',
} as const;
const COLUMNS = { 2: 'grid-cols-2', 3: 'grid-cols-3' } as const;

type MarkButtonsProps<S extends AttendanceStatus> = {
  /** Names the group for assistive technology (whose mark it is). */
  label: string;
  statuses: readonly S[];
  /** The mark shown pressed: the one being saved, else the saved one. */
  current: S | null;
  /** While a mark is being saved every button waits. */
  saving: boolean;
  onMark: (status: S) => void;
};

export function MarkButtons<S extends AttendanceStatus>({
  label,
  statuses,
  current,
  saving,
  onMark,
}: MarkButtonsProps<S>) {
  const { t } = useTranslation();
  return (
    <fieldset
      aria-label={label}
      className={cn('m-0 grid min-w-0 gap-2 border-0 p-0', COLUMNS[statuses.length === 2 ? 2 : 3])}
    >
      {statuses.map((status) => {
        const Icon: LucideIcon = STATUS_ICONS[status];
        const on = current === status;
        return (
          <button
            key={status}
            type="button"
            aria-pressed={on}
            disabled={saving}
            onClick={() => onMark(status)}
            className={cn(
              'flex min-h-14 cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border-2 px-1 text-sm font-semibold transition-colors disabled:cursor-wait',
              on ? STATUS_ON[status] : 'border-sand-300 bg-white text-ink hover:border-ocean-300 hover:bg-ocean-50',
            )}
          >
            <Icon aria-hidden="true" className="size-5" />
            {t(`instructor.attendance.status.${status}`)}
          </button>
        );
      })}
    </fieldset>
  );
}
