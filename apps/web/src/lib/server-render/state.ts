// What a server-rendered page hands the browser besides its HTML: the language it was rendered in and the answers it
// was rendered from, so the first render in the browser is the same page and can take over the HTML (hydrate).
import type { DehydratedState } from '@tanstack/react-query';

export type ServerRenderState = {
  language: string;
  /** When the server rendered the page (ms since the epoch): see rendered-at.ts. */
  renderedAt: number;
  queries: DehydratedState;
};

/** A JSON data block (never executed, so the page's Content-Security-Policy needs no inline script). */
export const SERVER_RENDER_STATE_ID = 'server-render-state';

/** The data block for the state; '<' is escaped, so no text in the data can close the script element. */
export function serializeServerRenderState(state: ServerRenderState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVER_RENDER_STATE_ID}">${json}</script>`;
}

/** The state of a server-rendered page, or null (the app's shell, or a page saved without it). */
export function readServerRenderState(doc: Document): ServerRenderState | null {
  const text = doc.getElementById(SERVER_RENDER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<ServerRenderState>;
    return typeof state.language === 'string' && typeof state.renderedAt === 'number' && state.queries
      ? (state as ServerRenderState)
      : null;
  } catch {
    return null;
  }
}
