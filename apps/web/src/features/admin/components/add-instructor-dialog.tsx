import type { AdminUser } from '@swim/shared/api/admin-users';
import { pickText } from '@swim/shared/localized-text';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog';
import { LoadingRegion } from '../../../components/loading-region';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useLanguage } from '../../../hooks/use-language';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useChangeUserRole } from '../api/change-user-role';
import { useUsers } from '../api/get-users';
import { invalidatePeople } from '../api/invalidate-people';
import { useQueryClient } from '@tanstack/react-query';

type CandidatesProps = { search: string; chosen: AdminUser | null; onChoose: (user: AdminUser) => void };

/** Users found by the search who are not instructors yet (the server searches, 10 at a time). */
function Candidates({ search, chosen, onChoose }: CandidatesProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const users = useUsers({ search: search || undefined, page: 1, pageSize: 10 });
  const candidates = (users.data?.items ?? []).filter((user) => user.role !== 'instructor');
  if (users.isPending) {
    return (
      <LoadingRegion>
        <Skeleton className="h-24" />
      </LoadingRegion>
    );
  }
  if (candidates.length === 0) {
    return <p className="rounded-xl bg-sand-100 px-4 py-3 text-sm text-ink">{t('peopleAdmin.addInstructor.none')}</p>;
  }
  return (
    <fieldset className="flex max-h-64 flex-col gap-1 overflow-y-auto">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('peopleAdmin.addInstructor.choose')}</legend>
      {candidates.map((user) => (
        <label
          key={user.id}
          className="flex cursor-pointer items-start gap-3 rounded-xl px-3 py-2 hover:bg-sand-50 has-checked:bg-ocean-50"
        >
          <input
            type="radio"
            name="instructor-candidate"
            className="mt-1 size-4 accent-ocean-800"
            checked={chosen?.id === user.id}
            onChange={() => onChoose(user)}
          />
          <span className="min-w-0">
            <span className="block font-medium break-words text-ink">{pickText(user.name, language)}</span>
            <span className="block text-sm break-words text-ink-muted">
              {user.email} · {t(`session.roles.${user.role}`)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** Gives a user the instructor role, through the same audited role change as the users area. */
export function AddInstructorDialog() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const change = useChangeUserRole();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<AdminUser | null>(null);
  const debounced = useDebouncedValue(search.trim(), 300);

  function changeOpen(next: boolean) {
    setOpen(next);
    setSearch('');
    setChosen(null);
  }

  async function submit() {
    if (!chosen) return;
    try {
      await change.mutateAsync({ userId: chosen.id, role: 'instructor' });
      await invalidatePeople(queryClient);
      showSuccessToast(t('peopleAdmin.addInstructor.done', { name: pickText(chosen.name, language) }));
      changeOpen(false);
    } catch (error) {
      showDestructiveToast(t('admin.users.roleChangeFailed'), t(getErrorMessageKey(error)));
    }
  }

  return (
    <ActionDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button>
          <UserPlus aria-hidden="true" />
          {t('peopleAdmin.addInstructor.action')}
        </Button>
      }
      title={t('peopleAdmin.addInstructor.title')}
      description={t('peopleAdmin.addInstructor.description')}
      submitLabel={t('peopleAdmin.addInstructor.confirm')}
      cancelLabel={t('admin.common.cancel')}
      busy={change.isPending}
      submitDisabled={!chosen}
      onSubmit={() => void submit()}
    >
      <FormField label={t('peopleAdmin.addInstructor.search')}>
        <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </FormField>
      <Candidates search={debounced} chosen={chosen} onChoose={setChosen} />
    </ActionDialog>
  );
}
