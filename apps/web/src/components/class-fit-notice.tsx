import { TriangleAlert } from 'lucide-react';

type ClassFitNoticeProps = { title: string; warning: string; hint: string };

/** Says, before the parent or admin commits, that the chosen class is not meant for the child's age or level. */
export function ClassFitNotice({ title, warning, hint }: ClassFitNoticeProps) {
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-ink"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="flex flex-col gap-1 text-sm">
        <p className="font-bold text-ocean-950">{title}</p>
        <p className="font-semibold">{warning}</p>
        <p className="text-ink-muted">{hint}</p>
      </div>
    </div>
  );
}
