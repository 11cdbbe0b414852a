import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

const TONES = {
  calm: 'bg-ocean-50 text-ocean-700',
  done: 'bg-lagoon-50 text-lagoon-700',
  muted: 'bg-sand-100 text-sand-800',
  danger: 'bg-red-50 text-red-700',
} as const;

export type OfferFrameTone = keyof typeof TONES;

type OfferFrameProps = {
  icon: LucideIcon;
  tone: OfferFrameTone;
  title: string;
  busy?: boolean;
  children: ReactNode;
};

/** The offer page's card: a sign of the state, the heading that names it, and what can be done. */
export function OfferFrame({ icon: Icon, tone, title, busy = false, children }: OfferFrameProps) {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-start gap-5 p-6 sm:p-8">
      <span className={`flex size-12 items-center justify-center rounded-full ${TONES[tone]}`}>
        <Icon aria-hidden="true" className={busy ? 'size-6 animate-spin' : 'size-6'} />
      </span>
      <h1 className="text-2xl font-bold break-words text-ocean-950 sm:text-3xl">{title}</h1>
      <div className="flex w-full flex-col gap-5 text-ink-muted">{children}</div>
    </Card>
  );
}
