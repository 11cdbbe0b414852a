import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Changes the address's parameters (replacing the history entry), each change starting from the one before it.
 * React Router's own updater starts from the parameters of the last render: two changes in quick succession (a
 * status picked before the page has re-rendered for the method just picked, or the typed search arriving meanwhile)
 * would lose the first.
 */
export function useSearchParamsUpdate() {
  const [searchParams, setSearchParams] = useSearchParams();
  const latest = useRef(searchParams);
  useEffect(() => {
    // The address moved (a change of ours arrived, or a navigation): start from it.
    latest.current = searchParams;
  }, [searchParams]);
  return useCallback(
    (change: (params: URLSearchParams) => void) => {
      const params = new URLSearchParams(latest.current);
      change(params);
      latest.current = params;
      setSearchParams(params, { replace: true });
    },
    [setSearchParams],
  );
}

/** Sets each parameter to its new value, or removes it when the value is undefined or ''. */
export function applyChanges(params: URLSearchParams, changes: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(changes)) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
}
