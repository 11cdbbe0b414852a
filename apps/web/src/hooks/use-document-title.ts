import { CLUB_CONTACT } from '@swim/shared/club';
import { pickText } from '@swim/shared/localized-text';
import { useEffect } from 'react';
import { useLanguage } from './use-language';

/** Sets the tab title to 'Page · Club name' while the page is shown. */
export function useDocumentTitle(title: string | undefined): void {
  const language = useLanguage();
  useEffect(() => {
    const club = pickText(CLUB_CONTACT.name, language);
    document.title = title ? `${title} · ${club}` : club;
  }, [title, language]);
}
