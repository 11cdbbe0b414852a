import type { ReactNode } from 'react';
import { Container } from './ui/container';
import { WaveEdge } from './wave-edge';

type PageHeaderProps = {
  title: string;
  lead?: string;
  eyebrow?: string;
  /** A way back shown above the title, e.g. a link to the dashboard. */
  backLink?: ReactNode;
  children?: ReactNode;
};

/** The band at the top of a page holding its single <h1>. */
export function PageHeader({ title, lead, eyebrow, backLink, children }: PageHeaderProps) {
  return (
    <div className="on-dark relative overflow-hidden bg-linear-to-br from-ocean-950 via-ocean-900 to-ocean-700 text-white">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-72 rounded-full bg-lagoon-400/15 blur-3xl sm:size-96"
      />
      <Container className="relative pt-10 pb-16 sm:pt-14 sm:pb-20">
        {backLink ? <div className="mb-4">{backLink}</div> : null}
        {eyebrow ? (
          <p className="mb-2 text-sm font-semibold tracking-wider text-lagoon-300 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="text-3xl font-bold sm:text-4xl lg:text-5xl">{title}</h1>
        {lead ? <p className="mt-4 max-w-2xl text-base text-ocean-100 sm:text-lg">{lead}</p> : null}
        {children}
      </Container>
      <WaveEdge />
    </div>
  );
}
