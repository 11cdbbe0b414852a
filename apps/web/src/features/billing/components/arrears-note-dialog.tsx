import { type ArrearsFamily, noteInputSchema } from '@swim/shared/api/arrears';
import { pickText } from '@swim/shared/localized-text';
import { NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { useLanguage } from '../../../hooks/use-language';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useAddArrearsNote } from '../api/add-arrears-note';
import { useArrearsValidationText } from '../hooks/use-arrears-validation-text';

/** A note on the family's account ("promised to pay on Friday"), seen by admins on this list. */
export function ArrearsNoteDialog({ family }: { family: ArrearsFamily }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const validationText = useArrearsValidationText();
  const addNote = useAddArrearsNote();
  const name = pickText(family.parentName, language);
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();

  function changeOpen(next: boolean) {
    setOpen(next);
    setBody('');
    setError(undefined);
  }

  async function save() {
    const parsed = noteInputSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'invalid');
      return;
    }
    try {
      await addNote.mutateAsync({ parentId: family.parentId, body: parsed.data.body });
      showSuccessToast(t('arrears.note.saved'));
      changeOpen(false);
    } catch (failure) {
      const issue = isApiError(failure) ? failure.details.find((d) => d.path === 'body') : undefined;
      if (issue) setError(issue.message);
      else showDestructiveToast(t('arrears.note.failed'), t(getErrorMessageKey(failure)));
    }
  }

  return (
    <ActionDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button variant="outline" className="w-full sm:w-auto" aria-label={t('arrears.note.actionNamed', { name })}>
          <NotebookPen aria-hidden="true" />
          {t('arrears.note.action')}
        </Button>
      }
      title={t('arrears.note.title', { name })}
      description={t('arrears.note.description')}
      submitLabel={t('arrears.note.submit')}
      cancelLabel={t('billing.dialog.cancel')}
      busy={addNote.isPending}
      onSubmit={() => void save()}
    >
      <FormField label={t('arrears.note.label')} error={validationText(error)}>
        <Textarea
          className="min-h-28"
          value={body}
          maxLength={2000}
          onChange={(event) => {
            setBody(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
    </ActionDialog>
  );
}
