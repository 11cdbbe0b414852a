import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set by a server-rendered page's start script: replays the taps on buttons made before the app took over. */
    __appReady?: () => void;
  }
}

/** Tells a server-rendered page that the app has taken it over (its first commit is done). Renders nothing. */
export function AppReady() {
  useEffect(() => {
    window.__appReady?.();
  }, []);
  return null;
}
