// Rules for the text of news articles: bodies are plain Markdown (never HTML), and an article's address (slug) is
// its title in Latin letters.

// A tag opens right after '<' with a letter ('<b>', '</p>', '<img src=x>'), or a comment starts. Markdown's own
// autolinks ('<https://…>', '<mailto:…>') and text such as 'a < b' are not tags.
const HTML_TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|<!--/i;

/** True when the text holds an HTML tag or comment. */
export function containsHtml(text: string): boolean {
  return HTML_TAG.test(text);
}

// Bulgarian's official streamlined system, with the Russian letters Bulgarian lacks.
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sht',
  ъ: 'a',
  ь: 'y',
  ю: 'yu',
  я: 'ya',
  ё: 'yo',
  ы: 'y',
  э: 'e',
};

export const MAX_SLUG_LENGTH = 80;

/** An address from a title: Cyrillic transliterated, lower case, words joined by '-'; 'article' when nothing is left. */
export function slugify(title: string): string {
  const latin = [...title.normalize('NFC').toLowerCase()].map((c) => CYRILLIC[c] ?? c).join('');
  const slug = latin
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
  return slug || 'article';
}
