import { useCallback } from 'react';
import { useSearchParamsUpdate } from '../../../hooks/use-search-params-update';

/** Sets or removes address parameters (undefined or '' removes), replacing the history entry. */
export function useUpdateParams() {
  const updateSearchParams = useSearchParamsUpdate();
  return useCallback(
    (changes: Record<string, string | undefined>) =>
      updateSearchParams((params) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value) params.set(key, value);
          else params.delete(key);
        }
      }),
    [updateSearchParams],
  );
}
