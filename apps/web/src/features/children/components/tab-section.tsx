import type { ReactNode } from 'react';

/** A titled block inside a tab. */
export function TabSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-xl font-bold text-ocean-950">{title}</h3>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A number with its label, e.g. the attendance rate. */
export function StatTile({
  label,
  value,
  tone = 'plain',
}: {
  label: string;
  value: string;
  tone?: 'plain' | 'accent';
}) {
  return (
    <div
      className={
        tone === 'accent'
          ? 'rounded-2xl bg-ocean-900 px-5 py-4 text-white'
          : 'rounded-2xl border border-sand-200 bg-white px-5 py-4'
      }
    >
      <p className={tone === 'accent' ? 'text-sm text-ocean-100' : 'text-sm text-ink-muted'}>{label}</p>
      <p className="mt-1 text-3xl font-bold tabular-nums">{value}</p>
    </div>
  );
}
