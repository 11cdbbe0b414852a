import { toast } from 'sonner';

/** A red toast for something that failed; the title is already translated. */
export function showDestructiveToast(title: string, description?: string): void {
  toast.error(title, { description });
}

export function showSuccessToast(title: string, description?: string): void {
  toast.success(title, { description });
}
