import { type ReactNode, useId } from 'react';

type SettingsSectionProps = {
  title: string;
  hint?: string;
  /** Names the section by its title (a region of its own, e.g. one with its own save button). */
  labelled?: boolean;
  children: ReactNode;
};

/** One card of the club settings page: a title, an optional hint, then its fields. */
export function SettingsSection({ title, hint, labelled = false, children }: SettingsSectionProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={labelled ? titleId : undefined}
      className="flex flex-col gap-4 rounded-(--radius-card) border border-sand-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div>
        <h3 id={labelled ? titleId : undefined} className="text-lg font-bold text-ocean-950">
          {title}
        </h3>
        {hint ? <p className="text-sm text-ink-muted">{hint}</p> : null}
      </div>
      {children}
    </section>
  );
}
