import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './ui/button';
import { DialogClose } from './ui/dialog';

type FormActionsProps = {
  cancelLabel: string;
  submitLabel: string;
  /** Saving: the submit button is disabled and shows a spinner in place of its icon. */
  busy: boolean;
  submitIcon?: ReactNode;
  submitVariant?: ButtonVariant;
  submitDisabled?: boolean;
  /** Cancel is disabled while busy too (an upload under way must not be walked away from). */
  lockCancel?: boolean;
};

/** A dialog form's buttons: Cancel closes the dialog, the submit button saves (stacked on a phone). */
export function FormActions({
  cancelLabel,
  submitLabel,
  busy,
  submitIcon,
  submitVariant = 'primary',
  submitDisabled = false,
  lockCancel = false,
}: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="outline" disabled={lockCancel && busy}>
          {cancelLabel}
        </Button>
      </DialogClose>
      <Button type="submit" variant={submitVariant} disabled={busy || submitDisabled}>
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : submitIcon}
        {submitLabel}
      </Button>
    </div>
  );
}
