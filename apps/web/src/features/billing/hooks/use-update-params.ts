import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Sets or removes address parameters (undefined or '' removes), replacing the history entry. */
export function useUpdateParams() {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (changes: Record<string, string | undefined>) =>
      setSearchParams(
        (params) => {
          for (const [key, value] of Object.entries(changes)) {
            if (value) params.set(key, value);
            else params.delete(key);
          }
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
}
