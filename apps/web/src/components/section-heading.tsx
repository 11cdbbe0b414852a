import type { ReactNode } from 'react';

type SectionHeadingProps = { id?: string; title: string; lead?: string; action?: ReactNode };

/** An <h2> with an optional lead sentence and a link on the right (e.g. 'All news'). */
export function SectionHeading({ id, title, lead, action }: SectionHeadingProps) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <div className="max-w-2xl">
        <h2 id={id} className="text-2xl font-bold text-ocean-950 sm:text-3xl">
          {title}
        </h2>
        {lead ? <p className="mt-2 text-ink-muted">{lead}</p> : null}
      </div>
      {action}
    </div>
  );
}
