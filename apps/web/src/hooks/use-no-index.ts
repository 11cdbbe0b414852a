import { useEffect } from 'react';

/**
 * Asks search engines not to index the page while it is shown (a page that acts on a personal link, such as
 * /unsubscribe). The server also sends `X-Robots-Tag: noindex` with it; this covers a crawler that runs the app.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
