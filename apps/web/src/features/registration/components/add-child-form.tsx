import type { ChildInput } from '@swim/shared/api/children';
import { LoaderCircle, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useCreateChild } from '../api/create-child';
import { ChildForm } from './child-form';

/** Adds a child without a class; the profile opens afterwards, where the child can be enrolled. */
export function AddChildForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateChild();

  async function submit(values: ChildInput) {
    try {
      const child = await create.mutateAsync(values);
      showSuccessToast(t('addChild.successTitle'), t('addChild.successDescription', { name: child.fullName }));
      navigate(`/child/${child.id}`);
    } catch (error) {
      const invalid = isApiError(error) && error.code === 'VALIDATION_FAILED';
      showDestructiveToast(
        t('addChild.failedTitle'),
        invalid ? t('addChild.checkFields') : t('addChild.failedDescription'),
      );
      throw error;
    }
  }

  return (
    <ChildForm
      id="add-child-form"
      onSubmit={submit}
      actions={
        <div className="flex flex-col-reverse gap-3 border-t border-sand-200 pt-6 sm:flex-row sm:justify-end">
          <Button asChild variant="outline" size="lg">
            <Link to="/dashboard">{t('addChild.cancel')}</Link>
          </Button>
          <Button type="submit" size="lg" disabled={create.isPending}>
            {create.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <UserPlus aria-hidden="true" />
            )}
            {t('addChild.submit')}
          </Button>
        </div>
      }
    />
  );
}
