import { TriangleAlert } from 'lucide-react';
import { useErrorText } from '../../../hooks/use-error-text';

/** A failed action's reason, translated, shown right where the action was taken. */
export function InlineError({ error }: { error: unknown }) {
  const errorText = useErrorText();
  return (
    <p role="alert" className="flex gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{errorText(error)}</span>
    </p>
  );
}
