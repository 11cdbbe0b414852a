import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';
import { applyChanges, useSearchParamsUpdate } from './use-search-params-update';

/**
 * A console list's search, filters and page, kept in the address (so a view can be linked and reloaded). The typed
 * search reaches the address once typing pauses; any change of search or filter starts again on page 1.
 */
export function useListParams() {
  const [searchParams] = useSearchParams();
  const updateSearchParams = useSearchParamsUpdate();
  const [search, setSearch] = useState(searchParams.get('q') ?? '');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);

  const update = (changes: Record<string, string | undefined>) =>
    updateSearchParams((params) => {
      applyChanges(params, changes);
      if (!('page' in changes)) params.delete('page');
    });

  useEffect(() => {
    if (debouncedSearch === (searchParams.get('q') ?? '')) return;
    updateSearchParams((params) => {
      if (debouncedSearch) params.set('q', debouncedSearch);
      else params.delete('q');
      params.delete('page');
    });
  }, [debouncedSearch, searchParams, updateSearchParams]);

  const hrefFor = (target: number) => {
    const params = new URLSearchParams(searchParams);
    if (target > 1) params.set('page', String(target));
    else params.delete('page');
    return `?${params.toString()}`;
  };

  return {
    /** A filter's value from the address, or undefined. */
    get: (key: string) => searchParams.get(key) || undefined,
    page: Math.max(1, Number(searchParams.get('page')) || 1),
    search,
    setSearch,
    update,
    hrefFor,
  };
}
