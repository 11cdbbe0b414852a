import type { AdminUser } from '@swim/shared/api/admin-users';
import { ROLES, type Role } from '@swim/shared/enums';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/ui/native-select';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useChangeUserRole } from '../api/change-user-role';

/** A user's role, changed on the spot; one's own role is shown but cannot be changed (the server refuses too). */
export function RoleSelect({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t } = useTranslation();
  const hintId = useId();
  const change = useChangeUserRole();
  const [value, setValue] = useState<Role>(user.role);
  useEffect(() => setValue(user.role), [user.role]);

  async function pick(role: Role) {
    const previous = value;
    setValue(role);
    try {
      await change.mutateAsync({ userId: user.id, role });
      showSuccessToast(t('admin.users.roleChanged', { name: user.name, role: t(`session.roles.${role}`) }));
    } catch (error) {
      setValue(previous);
      const description =
        isApiError(error) && error.code === 'FORBIDDEN' ? t('admin.users.ownRole') : t(getErrorMessageKey(error));
      showDestructiveToast(t('admin.users.roleChangeFailed'), description);
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <NativeSelect
        aria-label={t('admin.users.roleFor', { name: user.name })}
        aria-describedby={isSelf ? hintId : undefined}
        value={value}
        disabled={isSelf || change.isPending}
        onChange={(event) => void pick(event.target.value as Role)}
        className="h-10 text-sm"
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`session.roles.${role}`)}
          </option>
        ))}
      </NativeSelect>
      {isSelf ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {t('admin.users.ownRole')}
        </p>
      ) : null}
    </div>
  );
}
