import { useEffect } from 'react';
import { useClubName } from './use-club-settings';

/** Sets the tab title to 'Page · Club name' while the page is shown. */
export function useDocumentTitle(title: string | undefined): void {
  const club = useClubName();
  useEffect(() => {
    document.title = title ? `${title} · ${club}` : club;
  }, [title, club]);
}
