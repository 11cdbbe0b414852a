import { readFileSync } from 'node:fs';
import path from 'node:path';

// The web app's own catalogs, so a journey finds what a person sees in any language by the text the app shows.

export type Language = 'bg' | 'en' | 'ru';
type Catalog = { [key: string]: string | Catalog };

const catalogs = new Map<Language, Catalog>();

function catalogOf(language: Language): Catalog {
  let catalog = catalogs.get(language);
  if (!catalog) {
    const file = path.resolve(import.meta.dirname, `../../apps/web/src/locales/${language}.json`);
    catalog = JSON.parse(readFileSync(file, 'utf8')) as Catalog;
    catalogs.set(language, catalog);
  }
  return catalog;
}

/** A catalog text with its {{placeholders}} left in. */
export function catalogText(language: Language, key: string): string {
  const found = key
    .split('.')
    .reduce<string | Catalog | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      catalogOf(language),
    );
  if (typeof found !== 'string') throw new Error(`${key} is not a text in the ${language} catalog`);
  return found;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A catalog text as a whole-text pattern: each {{placeholder}} stands for any text. */
export function catalogPattern(language: Language, key: string): RegExp {
  return new RegExp(
    `^${catalogText(language, key)
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join('.+')}$`,
  );
}

/** A name that begins with the catalog's text (a tab whose name goes on with a count). */
export function catalogStart(language: Language, key: string): RegExp {
  return new RegExp(`^${escapeRegExp(catalogText(language, key))}(\\s|$)`);
}
