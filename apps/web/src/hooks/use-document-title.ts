import { createContext, useContext, useEffect } from 'react';
import { useClubName } from './use-club-settings';

/** Where a page rendered on the server leaves its title for the HTML's <title> (no effect runs there). */
export const DocumentTitleSink = createContext<{ title?: string } | null>(null);

/** Sets the tab title to 'Page · Club name' while the page is shown. */
export function useDocumentTitle(title: string | undefined): void {
  const club = useClubName();
  const full = title ? `${title} · ${club}` : club;
  const sink = useContext(DocumentTitleSink);
  if (sink) sink.title = full;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
