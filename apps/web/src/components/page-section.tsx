import type { ReactNode } from 'react';
import { cn } from '../lib/utils';
import { SectionHeading } from './section-heading';
import { Container } from './ui/container';

type PageSectionProps = {
  id: string;
  title: string;
  lead?: string;
  action?: ReactNode;
  tone?: 'sand' | 'white';
  children: ReactNode;
};

/** A titled band of a page; the <h2> labels the section for assistive technology. */
export function PageSection({ id, title, lead, action, tone = 'sand', children }: PageSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('py-10 sm:py-16', tone === 'white' && 'border-y border-sand-200 bg-white')}
    >
      <Container>
        <SectionHeading id={headingId} title={title} lead={lead} action={action} />
        {children}
      </Container>
    </section>
  );
}
