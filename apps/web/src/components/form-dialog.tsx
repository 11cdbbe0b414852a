import type { FormEventHandler, ReactNode } from 'react';
import { FormActions } from './form-actions';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './ui/dialog';

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The form's submit handler (react-hook-form's `handleSubmit(...)`). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  cancelLabel: string;
  busy: boolean;
  /** While busy (a file still uploading) the dialog neither closes nor lets Cancel be pressed. */
  lockWhileBusy?: boolean;
  /** The form's fields, between the description and the buttons. */
  children: ReactNode;
};

/** A record's create/edit form in a wide dialog: title, description, fields, Cancel and Save. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  submitLabel,
  cancelLabel,
  busy,
  lockWhileBusy = false,
  children,
}: FormDialogProps) {
  const locked = lockWhileBusy && busy;
  return (
    <Dialog open={open} onOpenChange={(next) => (locked ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-2xl">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </div>
          {children}
          <FormActions cancelLabel={cancelLabel} submitLabel={submitLabel} busy={busy} lockCancel={lockWhileBusy} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
