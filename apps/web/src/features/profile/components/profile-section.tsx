import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

type ProfileSectionProps = { id: string; title: string; lead: string; children: ReactNode };

/** One card of the profile page: a heading, a line on what it is for, and its form. */
export function ProfileSection({ id, title, lead, children }: ProfileSectionProps) {
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <section aria-labelledby={id} className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <h2 id={id} className="text-xl font-bold text-ocean-950">
            {title}
          </h2>
          <p className="text-ink-muted">{lead}</p>
        </div>
        {children}
      </section>
    </Card>
  );
}
