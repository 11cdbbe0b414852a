import type { AdminUser } from '@swim/shared/api/admin-users';
import { pickText } from '@swim/shared/localized-text';
import { ROLES, type Role } from '@swim/shared/enums';
import { Search, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Pagination } from '../../../components/pagination';
import { Badge } from '../../../components/ui/badge';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { useSession } from '../../../lib/session/use-session';
import { useUsers } from '../api/get-users';
import { RoleSelect } from './role-select';
import { applyChanges, useSearchParamsUpdate } from '../../../hooks/use-search-params-update';
import { isOneOf } from '../../../lib/one-of';

export const USERS_PAGE_SIZE = 20;

const isRole = (value: string | null): value is Role => isOneOf(ROLES, value);

function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li className="grid gap-3 px-4 py-4 sm:px-5 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_11rem] md:items-center md:gap-6">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          <span className="break-words">{pickText(user.name, language)}</span>
          {isSelf ? <Badge tone="ocean">{t('admin.users.you')}</Badge> : null}
          {user.role === 'athlete' ? (
            <Badge tone={user.athleteApproved ? 'success' : 'sand'}>
              {user.athleteApproved ? t('admin.athletes.approvedBadge') : t('admin.athletes.pendingBadge')}
            </Badge>
          ) : null}
        </p>
        <p className="text-sm break-all text-ink-muted">{user.email}</p>
        {user.phone ? <p className="text-sm text-ink-muted">{user.phone}</p> : null}
      </div>
      <div className="text-sm text-ink-muted">
        <p>{t('admin.users.joined', { date: formatDate(user.createdAt, language) })}</p>
        {user.emailVerified ? null : <p className="font-medium text-amber-800">{t('admin.users.unverified')}</p>}
      </div>
      <RoleSelect user={user} isSelf={isSelf} />
    </li>
  );
}

/** Search, filter by role, page through users and change their roles. Filters live in the address. */
export function UsersTab() {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const [searchParams] = useSearchParams();
  const updateSearchParams = useSearchParamsUpdate();
  const roleParam = searchParams.get('role');
  const role = isRole(roleParam) ? roleParam : undefined;
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const [search, setSearch] = useState(searchParams.get('q') ?? '');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);

  const updateParams = (changes: Record<string, string | undefined>) =>
    updateSearchParams((params) => {
      applyChanges(params, changes);
    });

  // The typed text reaches the address (and the query) once typing pauses; a new search starts on page 1.
  useEffect(() => {
    if (debouncedSearch === (searchParams.get('q') ?? '')) return;
    updateSearchParams((params) => {
      if (debouncedSearch) params.set('q', debouncedSearch);
      else params.delete('q');
      params.delete('page');
    });
  }, [debouncedSearch, searchParams, updateSearchParams]);

  const users = useUsers({
    search: searchParams.get('q') || undefined,
    role,
    page,
    pageSize: USERS_PAGE_SIZE,
  });
  const pageCount = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(searchParams);
    if (target > 1) params.set('page', String(target));
    else params.delete('page');
    return `?${params.toString()}`;
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="admin-user-search">{t('admin.users.search')}</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
            />
            <Input
              id="admin-user-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('admin.users.searchPlaceholder')}
              className="pl-10"
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="admin-user-role">{t('admin.users.roleFilter')}</Label>
          <NativeSelect
            id="admin-user-role"
            value={role ?? ''}
            onChange={(event) => updateParams({ role: event.target.value || undefined, page: undefined })}
          >
            <option value="">{t('admin.users.allRoles')}</option>
            {ROLES.map((value) => (
              <option key={value} value={value}>
                {t(`session.roles.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {users.isPending ? (
        <LoadingRegion className="flex flex-col gap-3">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-20 rounded-2xl" />
          ))}
        </LoadingRegion>
      ) : users.isError ? (
        <ErrorState error={users.error} onRetry={() => void users.refetch()} />
      ) : users.data.items.length === 0 ? (
        <EmptyState icon={Users} title={t('admin.users.empty')} description={t('admin.users.emptyHint')} />
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-ink-muted" aria-live="polite">
            {t('admin.users.total', { count: users.data.total })}
          </p>
          <ul
            aria-label={t('admin.users.listLabel')}
            aria-busy={users.isPlaceholderData}
            className="divide-y divide-sand-200 overflow-hidden rounded-(--radius-card) border border-sand-200 bg-white shadow-card"
          >
            {users.data.items.map((user) => (
              <UserRow key={user.id} user={user} isSelf={user.id === me?.id} />
            ))}
          </ul>
          <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
        </div>
      )}
    </div>
  );
}
