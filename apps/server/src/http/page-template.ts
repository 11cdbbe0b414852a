// The frame of a server-rendered page: the web app's index.html around #root.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@swim/shared/enums';
import { escapeHtml } from '../lib/html.js';
import { START_SCRIPT } from './start-script.js';

/**
 * index.html around #root: the language and title go into the head, the page into #root, the state after it. The
 * stylesheet comes inline: the page paints as soon as the HTML is in, not after a second request that a phone's slow
 * network shares with the scripts (a few KB more per page, compressed). Pieces are joined, never put in with
 * String.replace, whose '$' patterns would read text from the data as instructions.
 */
export function splitTemplate(source: string, webDist: string) {
  let html = source.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (_link, file: string) =>
      `<style>${readFileSync(path.join(webDist, file), 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`,
  );
  // The app's entry and the scripts preloaded with it start after the first paint (START_SCRIPT).
  const entry = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/.exec(html);
  if (entry) {
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g)];
    html = html.replace(entry[0], () => '').replace(/<link rel="modulepreload"[^>]*>\s*/g, () => '');
    const list = preloads.map((m) => m[1]).join(' ');
    const start = `<script data-entry="${entry[1]}" data-preload="${list}">${START_SCRIPT}</script>`;
    html = html.replace('</body>', () => `${start}</body>`);
  }
  const root = '<div id="root">';
  const at = html.indexOf(`${root}</div>`);
  if (at < 0) throw new Error('index.html has no <div id="root"></div>');
  const before = html.slice(0, at + root.length);
  const rootEnd = at + root.length + '</div>'.length;
  const after = html.slice(rootEnd);
  const title = /<title>[^<]*<\/title>/.exec(before);
  return {
    head: (language: Language, pageTitle: string | undefined) => {
      const head = before.replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`);
      if (!pageTitle || !title) return head;
      const titleAt = head.indexOf(title[0]);
      return `${head.slice(0, titleAt)}<title>${escapeHtml(pageTitle)}</title>${head.slice(titleAt + title[0].length)}`;
    },
    afterRoot: (state: string) => `</div>${state}${after}`,
  };
}
