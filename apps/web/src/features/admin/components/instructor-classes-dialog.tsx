import type { AdminClass } from '@swim/shared/api/admin-club';
import type { AdminInstructor } from '@swim/shared/api/admin-people';
import { pickText } from '@swim/shared/localized-text';
import { ArrowRightLeft, CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LevelBadge } from '../../../components/level-badge';
import { LoadingRegion } from '../../../components/loading-region';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { getErrorMessageKey } from '../../../lib/error-message';
import { formatWeeklySessions } from '../../../lib/format-schedule';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useAdminClasses } from '../api/get-admin-classes';
import { useInstructors } from '../api/get-instructors';
import { useReassignClass } from '../api/reassign-class';

type ClassRowProps = { cls: AdminClass; current: AdminInstructor; others: AdminInstructor[] };

/** One class of the instructor, with the choice of another instructor to give it to. */
function ClassRow({ cls, current, others }: ClassRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const reassign = useReassignClass();
  const [target, setTarget] = useState('');
  const title = pickText(cls.title, language);

  async function submit() {
    const to = others.find((instructor) => instructor.id === target);
    if (!to) return;
    try {
      await reassign.mutateAsync({ classId: cls.id, instructorId: to.id });
      showSuccessToast(t('peopleAdmin.classes.reassigned', { title, name: to.name }));
    } catch (error) {
      showDestructiveToast(t('peopleAdmin.classes.reassignFailed'), t(getErrorMessageKey(error)));
    }
  }

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold break-words text-ink">{title}</p>
        <LevelBadge level={cls.level} />
        {cls.active ? null : <Badge tone="sand">{t('admin.common.inactive')}</Badge>}
      </div>
      <p className="text-sm text-ink-muted">
        {pickText(cls.location.name, language)} · {formatWeeklySessions(cls.sessions, language)}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grow">
          <FormField label={t('peopleAdmin.classes.moveTo', { title })}>
            <NativeSelect value={target} onChange={(event) => setTarget(event.target.value)}>
              <option value="">{t('peopleAdmin.classes.chooseInstructor')}</option>
              {others.map((instructor) => (
                <option key={instructor.id} value={instructor.id}>
                  {pickText(instructor.name, language)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <Button
          variant="outline"
          disabled={!target || reassign.isPending}
          onClick={() => void submit()}
          aria-label={t('peopleAdmin.classes.reassignNamed', { title, name: pickText(current.name, language) })}
        >
          <ArrowRightLeft aria-hidden="true" />
          {t('peopleAdmin.classes.reassign')}
        </Button>
      </div>
    </li>
  );
}

function ClassList({ instructor }: { instructor: AdminInstructor }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const classes = useAdminClasses({ instructorId: instructor.id, sort: 'title', page: 1, pageSize: 100 });
  const instructors = useInstructors({ sort: 'name', page: 1, pageSize: 100 });
  if (classes.isPending || instructors.isPending) {
    return (
      <LoadingRegion className="flex flex-col gap-3">
        <Skeleton className="h-28 rounded-2xl" />
        <Skeleton className="h-28 rounded-2xl" />
      </LoadingRegion>
    );
  }
  if (classes.isError) return <ErrorState error={classes.error} onRetry={() => void classes.refetch()} />;
  if (instructors.isError) return <ErrorState error={instructors.error} onRetry={() => void instructors.refetch()} />;
  if (classes.data.items.length === 0) {
    return <p className="rounded-xl bg-sand-100 px-4 py-3 text-sm text-ink">{t('peopleAdmin.classes.none')}</p>;
  }
  const others = instructors.data.items.filter((other) => other.id !== instructor.id);
  return (
    <ul
      className="flex flex-col gap-3"
      aria-label={t('peopleAdmin.classes.listLabel', { name: pickText(instructor.name, language) })}
    >
      {classes.data.items.map((cls) => (
        <ClassRow key={cls.id} cls={cls} current={instructor} others={others} />
      ))}
    </ul>
  );
}

/** The classes an instructor leads, each of which can be given to another instructor. */
export function InstructorClassesDialog({ instructor }: { instructor: AdminInstructor }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = pickText(instructor.name, language);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t('peopleAdmin.classes.openNamed', { name })}>
          <CalendarDays aria-hidden="true" />
          {t('peopleAdmin.classes.open')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <DialogTitle>{t('peopleAdmin.classes.title', { name })}</DialogTitle>
            <DialogDescription>{t('peopleAdmin.classes.description')}</DialogDescription>
          </div>
          <ClassList instructor={instructor} />
          <div className="flex justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t('peopleAdmin.common.close')}</Button>
            </DialogClose>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
