import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

type Edges = { before: boolean; after: boolean };

/**
 * A tab list that scrolls sideways when its tabs do not fit (a phone): the selected tab is brought to the middle
 * whenever it changes, and the edges that hide more tabs are reported so they can fade out as a cue.
 */
export function useTabStrip<T extends HTMLElement>(selected: string): { ref: RefObject<T | null>; edges: Edges } {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<Edges>({ before: false, after: false });

  const measure = useCallback(() => {
    const list = ref.current;
    if (!list) return;
    const before = list.scrollLeft > 1;
    const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    setEdges((current) => (current.before === before && current.after === after ? current : { before, after }));
  }, []);

  /** Brings the selected tab to the middle when any part of it is hidden. */
  const keepInView = useCallback(() => {
    const list = ref.current;
    const active = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    const hidden =
      active.offsetLeft < list.scrollLeft ||
      active.offsetLeft + active.offsetWidth > list.scrollLeft + list.clientWidth;
    if (hidden) list.scrollLeft = Math.max(0, active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again whenever the selected tab changes
  useEffect(() => {
    keepInView();
    measure();
  }, [selected, keepInView, measure]);

  useEffect(() => {
    const list = ref.current;
    const refit = () => {
      keepInView();
      measure();
    };
    list?.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', refit);
    // Tabs change width after the first paint (fonts, a count arriving on a badge): the selected one stays in view.
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(refit);
    for (const tab of list?.querySelectorAll('[role="tab"]') ?? []) resizes?.observe(tab);
    return () => {
      list?.removeEventListener('scroll', measure);
      window.removeEventListener('resize', refit);
      resizes?.disconnect();
    };
  }, [keepInView, measure]);

  return { ref, edges };
}

/** A mask that fades the edges behind which more tabs are hidden. */
export function fadeMask({ before, after }: Edges): string | undefined {
  if (!before && !after) return undefined;
  const start = before ? 'transparent, black 2.5rem' : 'black';
  const end = after ? 'black calc(100% - 2.5rem), transparent' : 'black';
  return `linear-gradient(to right, ${start}, ${end})`;
}
