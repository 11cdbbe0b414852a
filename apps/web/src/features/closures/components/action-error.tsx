// A failed action's reason, already translated, shown right where the action was taken.
import { TriangleAlert } from 'lucide-react';

export function ActionError({ text }: { text: string }) {
  return (
    <p role="alert" className="flex gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}
