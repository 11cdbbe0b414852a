import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element with this id into view once it is `ready`, when the address points at it (#id). The router
 * looks for it when the page opens, before the data below it has arrived; this looks again when it has. Once per visit.
 */
export function useScrollToHash(id: string, ready: boolean): void {
  const { hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !ready || hash !== `#${id}`) return;
    done.current = true;
    const target = document.getElementById(id);
    if (!target) return;
    // Below the sticky header, with a little air.
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - Math.max(header, 0) - 16 });
  }, [hash, id, ready]);
}
