import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set by a server-rendered page's start script: replays the taps on buttons made before the app took over. */
    __appReady?: () => void;
  }
}

/**
 * The parts of a server-rendered page React takes over separately: each Suspense boundary of the layout is hydrated
 * in a pass of its own, after the shell around it has committed. A tap replayed before all are in could change what
 * they render (a language button changes every text), and React would find the server's HTML no longer matches.
 */
export const PAGE_PARTS = ['page', 'cart', 'menu'] as const;
export type PagePart = (typeof PAGE_PARTS)[number];

const waiting = new Set<PagePart>(PAGE_PARTS);

/**
 * Rendered once inside each part: tells a server-rendered page's start script that the app has taken the whole page
 * over once every part has committed (its taps are then replayed). Renders nothing.
 */
export function AppReady({ part }: { part: PagePart }) {
  useEffect(() => {
    if (!waiting.delete(part) || waiting.size > 0) return;
    window.__appReady?.();
  }, [part]);
  return null;
}
