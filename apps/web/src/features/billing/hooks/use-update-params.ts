import { useCallback } from 'react';
import { applyChanges, useSearchParamsUpdate } from '../../../hooks/use-search-params-update';

/** Sets or removes address parameters (undefined or '' removes), replacing the history entry. */
export function useUpdateParams() {
  const updateSearchParams = useSearchParamsUpdate();
  return useCallback(
    (changes: Record<string, string | undefined>) =>
      updateSearchParams((params) => {
        applyChanges(params, changes);
      }),
    [updateSearchParams],
  );
}
