import type { AdminInstructor } from '@swim/shared/api/admin-people';
import { pickText } from '@swim/shared/localized-text';
import { UserRoundCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListFrame } from '../../../components/list-frame';
import { ListToolbar } from '../../../components/list-toolbar';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { useListParams } from '../../../hooks/use-list-params';
import { useLanguage } from '../../../hooks/use-language';
import { oneOf } from '../../../lib/one-of';
import { useInstructors } from '../api/get-instructors';
import { AddInstructorDialog } from './add-instructor-dialog';
import { CoachProfileDialog } from './coach-profile-dialog';
import { InstructorClassesDialog } from './instructor-classes-dialog';
import { UnheldCoachProfiles } from './unheld-coach-profiles';

export const INSTRUCTORS_PAGE_SIZE = 20;
const SORTS = ['name', 'classes', 'createdAt'] as const;
const PROFILE_TONES: Record<AdminInstructor['coachProfile']['state'], BadgeTone> = {
  none: 'sand',
  published: 'success',
  hidden: 'neutral',
};

function InstructorRow({ instructor }: { instructor: AdminInstructor }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li className="grid gap-3 px-4 py-4 sm:px-5 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] md:items-center md:gap-6">
      <div className="min-w-0">
        <p className="font-semibold break-words text-ink">{pickText(instructor.name, language)}</p>
        <p className="text-sm break-words text-ink-muted">
          {instructor.email}
          {instructor.phone ? ` · ${instructor.phone}` : ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        <span>{t('peopleAdmin.instructors.classCount', { count: instructor.classCount })}</span>
        <Badge tone={PROFILE_TONES[instructor.coachProfile.state]}>
          {t(`peopleAdmin.instructors.profileStates.${instructor.coachProfile.state}`)}
        </Badge>
      </div>
      <div className="flex flex-wrap gap-2 md:justify-end">
        <InstructorClassesDialog instructor={instructor} />
        <CoachProfileDialog instructor={instructor} />
      </div>
    </li>
  );
}

/** Instructors: search and sort on the server; their classes and coach profiles; give someone the role. */
export function InstructorList() {
  const { t } = useTranslation();
  const list = useListParams();
  const query = {
    search: list.get('q'),
    sort: oneOf(SORTS, list.get('sort')) ?? 'name',
    page: list.page,
    pageSize: INSTRUCTORS_PAGE_SIZE,
  };
  const instructors = useInstructors(query);
  return (
    <div className="flex flex-col gap-6">
      <ListToolbar
        searchLabel={t('admin.common.search')}
        searchPlaceholder={t('peopleAdmin.instructors.searchPlaceholder')}
        search={list.search}
        onSearch={list.setSearch}
        filters={[
          {
            key: 'sort',
            label: t('admin.common.sortBy'),
            value: query.sort,
            options: SORTS.map((sort) => ({ value: sort, label: t(`peopleAdmin.instructors.sorts.${sort}`) })),
          },
        ]}
        onFilter={(key, value) => list.update({ [key]: value || undefined })}
        action={<AddInstructorDialog />}
      />
      <ListFrame
        query={instructors}
        label={t('admin.tabs.instructors')}
        totalText={(count) => t('peopleAdmin.instructors.total', { count })}
        empty={{ icon: UserRoundCog, title: t('peopleAdmin.instructors.empty'), hint: t('admin.common.emptyHint') }}
        hrefFor={list.hrefFor}
        renderItem={(instructor) => <InstructorRow key={instructor.id} instructor={instructor} />}
      />
      <UnheldCoachProfiles />
    </div>
  );
}
