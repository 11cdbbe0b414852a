import type { AdminUser } from '@swim/shared/api/admin-users';
import { pickText } from '@swim/shared/localized-text';
import { ROLES, type Role } from '@swim/shared/enums';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/ui/native-select';
import { useLanguage } from '../../../hooks/use-language';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useChangeUserRole } from '../api/change-user-role';
import { useUndoRoleChange } from '../api/undo-role-change';
import { ConfirmDialog } from './confirm-dialog';
import { oneOf } from '../../../lib/one-of';

/**
 * A user's role. Picking another one asks for confirmation first (a slip of the dropdown changes nothing), and the
 * success toast offers Undo, which puts back exactly what the change replaced (an athlete's approval too). One's own role is shown but cannot be changed (the server refuses too).
 */
export function RoleSelect({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = pickText(user.name, language);
  const hintId = useId();
  const change = useChangeUserRole();
  const undo = useUndoRoleChange();
  const [value, setValue] = useState<Role>(user.role);
  const [pending, setPending] = useState<Role | null>(null);
  useEffect(() => setValue(user.role), [user.role]);
  const roleName = (role: Role) => t(`session.roles.${role}`);

  async function apply(role: Role, previous: Role): Promise<void> {
    setValue(role);
    let changeId: string;
    try {
      ({ changeId } = await change.mutateAsync({ userId: user.id, role }));
    } catch (error) {
      setValue(previous);
      const description =
        isApiError(error) && error.code === 'FORBIDDEN' ? t('admin.users.ownRole') : t(getErrorMessageKey(error));
      showDestructiveToast(t('admin.users.roleChangeFailed'), description);
      return;
    }
    showSuccessToast(t('admin.users.roleChanged', { name, role: roleName(role) }), undefined, {
      label: t('admin.users.undo'),
      onClick: () => void revert(changeId, previous, role),
    });
  }

  async function revert(changeId: string, previous: Role, role: Role): Promise<void> {
    setValue(previous);
    try {
      await undo.mutateAsync({ userId: user.id, changeId });
    } catch (error) {
      setValue(role);
      const description =
        isApiError(error) && error.code === 'CONFLICT' ? t('admin.users.undoStale') : t(getErrorMessageKey(error));
      showDestructiveToast(t('admin.users.roleChangeFailed'), description);
      return;
    }
    showSuccessToast(t('admin.users.roleRestored', { name, role: roleName(previous) }));
  }

  function confirm() {
    if (pending === null) return;
    const role = pending;
    setPending(null);
    void apply(role, value);
  }

  return (
    <div className="flex flex-col gap-1">
      <NativeSelect
        aria-label={t('admin.users.roleFor', { name })}
        aria-describedby={isSelf ? hintId : undefined}
        value={pending ?? value}
        disabled={isSelf || change.isPending || undo.isPending}
        onChange={(event) => {
          const role = oneOf(ROLES, event.target.value);
          if (role && role !== value) setPending(role);
        }}
        className="h-10 text-sm"
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {roleName(role)}
          </option>
        ))}
      </NativeSelect>
      {isSelf ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {t('admin.users.ownRole')}
        </p>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={t('admin.users.confirmTitle', { name })}
        description={t('admin.users.confirmDescription', {
          name,
          from: roleName(value),
          to: roleName(pending ?? value),
        })}
        confirmLabel={t('admin.users.confirmChange')}
        onConfirm={confirm}
      />
    </div>
  );
}
