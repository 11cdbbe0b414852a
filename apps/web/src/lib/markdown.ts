// A small, safe Markdown reader for news articles: paragraphs, headings, bulleted and numbered lists, bold, italic
// and links. It builds a tree of plain values (never HTML): any markup in the text stays text, and a link keeps its
// address only when it is http(s), mailto or a path on this site.

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'break' };

export type Block =
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'heading'; level: 2 | 3 | 4; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

/** The address a link may keep: http(s) and mailto, or a path on this site; anything else (javascript:, data:) none. */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  // A path on this site; two slashes, or a slash and a backslash, would be read by browsers as another site.
  if (/^\/(?![/\\])/.test(href)) return href;
  try {
    const url = new URL(href);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const INLINE =
  /\*\*(.+?)\*\*|(?<!\w)__(.+?)__(?!\w)|\*(?![\s*])(.+?)\*|(?<!\w)_(?![\s_])(.+?)_(?!\w)|\[([^\]\n]+)\]\(([^)\s]+)\)|<((?:https?:\/\/|mailto:)[^>\s]+)>|\n/g;

/** Inline Markdown: bold, italic, links, autolinks and line breaks; everything else is text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index ?? 0;
    if (at > last) out.push({ kind: 'text', text: text.slice(last, at) });
    last = at + match[0].length;
    const [whole, strong, strong2, em, em2, label, href, auto] = match;
    if (whole === '\n') out.push({ kind: 'break' });
    else if (strong ?? strong2) out.push({ kind: 'strong', children: parseInline(strong ?? strong2 ?? '') });
    else if (em ?? em2) out.push({ kind: 'em', children: parseInline(em ?? em2 ?? '') });
    else if (label !== undefined && href !== undefined) {
      const safe = safeHref(href);
      out.push(safe ? { kind: 'link', href: safe, children: parseInline(label) } : { kind: 'text', text: label });
    } else if (auto) {
      const safe = safeHref(auto);
      const shown = auto.replace(/^mailto:/, '');
      out.push(
        safe ? { kind: 'link', href: safe, children: [{ kind: 'text', text: shown }] } : { kind: 'text', text: auto },
      );
    }
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;

/** Block Markdown: blank lines part paragraphs; '#' lines are headings (h2 to h4); '-', '*' or '1.' lines make lists. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join('\n').trim()) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map((i) => parseInline(i.trim())) });
    paragraph = [];
    list = null;
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (!line.trim()) flush();
    else if (heading) {
      flush();
      // The page's title is the only h1: '#' and '##' are h2, '###' h3, deeper h4.
      const hashes = (heading[1] ?? '').length;
      const level = hashes <= 2 ? 2 : hashes === 3 ? 3 : 4;
      blocks.push({ kind: 'heading', level, children: parseInline(heading[2] ?? '') });
    } else if (bullet || numbered) {
      const ordered = Boolean(numbered);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)?.[1] ?? '');
    } else if (list && /^\s+/.test(line)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
