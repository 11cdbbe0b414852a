import type { FormEvent, ReactElement, ReactNode } from 'react';
import { FormActions } from './form-actions';
import type { ButtonVariant } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './ui/dialog';

export type ActionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger: ReactElement;
  title: string;
  description: string;
  submitLabel: string;
  submitIcon?: ReactNode;
  submitVariant?: ButtonVariant;
  busy: boolean;
  submitDisabled?: boolean;
  /** Moving money or issuing bills cannot be undone: announced as an alert dialog. */
  alert?: boolean;
  onSubmit: () => void;
  /** The dialog's fields, between the description and the buttons. */
  children?: ReactNode;
  cancelLabel: string;
  /**
   * The dialog itself takes focus instead of its first field: when the dialog shows details to read first (on a phone
   * a focused field opens the keyboard over them).
   */
  focusDialog?: boolean;
};

/** An action in a dialog: title, description, fields, Cancel and the action's button (Enter submits). */
export function ActionDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  submitLabel,
  submitIcon,
  submitVariant = 'primary',
  busy,
  submitDisabled = false,
  alert = false,
  onSubmit,
  children,
  cancelLabel,
  focusDialog = false,
}: ActionDialogProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSubmit();
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      {/* Only override Radix's own role when asked: an explicit undefined would remove role="dialog". */}
      <DialogContent
        {...(alert ? { role: 'alertdialog' } : {})}
        onOpenAutoFocus={(event) => {
          if (!focusDialog) return;
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </div>
          {children}
          <FormActions
            cancelLabel={cancelLabel}
            submitLabel={submitLabel}
            busy={busy}
            submitIcon={submitIcon}
            submitVariant={submitVariant}
            submitDisabled={submitDisabled}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
