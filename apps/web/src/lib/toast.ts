import { toast } from 'sonner';

/** A red toast for something that failed; the title is already translated. */
export function showDestructiveToast(title: string, description?: string): void {
  toast.error(title, { description });
}

export type ToastAction = { label: string; onClick: () => void };

/** A green toast; with an action (e.g. Undo) it stays a little longer so there is time to use it. */
export function showSuccessToast(title: string, description?: string, action?: ToastAction): void {
  toast.success(title, action ? { description, action, duration: 8000 } : { description });
}
