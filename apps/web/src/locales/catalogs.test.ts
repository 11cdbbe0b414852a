import { findLatinWords, findRawValues } from '@swim/shared/raw-values';
import { describe, expect, it } from 'vitest';
import bg from './bg.json';
import en from './en.json';
import ru from './ru.json';

type Catalog = { [key: string]: string | Catalog };
const CATALOGS: Record<string, Catalog> = { bg, en, ru };
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

/** Plural forms differ by language (Russian has few/many), so keys are compared without their suffix. */
function baseKeys(entries: Map<string, string>): Set<string> {
  return new Set([...entries.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
}

const flat = Object.fromEntries(Object.entries(CATALOGS).map(([lang, catalog]) => [lang, flatten(catalog)]));
const languages = Object.keys(CATALOGS);

describe('translation catalogs', () => {
  for (const lang of languages) {
    for (const other of languages.filter((l) => l !== lang)) {
      it(`${lang} has every key that ${other} has`, () => {
        const own = baseKeys(flat[lang] ?? new Map());
        const missing = [...baseKeys(flat[other] ?? new Map())].filter((key) => !own.has(key));
        expect(missing).toEqual([]);
      });
    }

    it(`${lang} has no empty values`, () => {
      const empty = [...(flat[lang] ?? new Map())].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it(`${lang} has every plural form its language needs`, () => {
      const entries = flat[lang] ?? new Map<string, string>();
      const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      const pluralBases = new Set(
        [...entries.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')),
      );
      const missing = [...pluralBases].flatMap((base) =>
        needed.filter((form) => !entries.has(`${base}_${form}`)).map((form) => `${base}_${form}`),
      );
      expect(missing).toEqual([]);
    });
  }

  // Only the words are checked: a placeholder filled in or a tag around a word is not the catalog's text.
  for (const lang of ['bg', 'ru']) {
    it(`${lang} reads in its own words: no English, code, UUID, YYYY-MM date or key`, () => {
      const found = [...(flat[lang] ?? new Map<string, string>())].flatMap(([key, text]) => {
        const words = text.replace(/\{\{\w+\}\}|<\/?\d+>/g, ' ');
        const raw = [...findRawValues(words), ...findLatinWords(words)];
        return raw.length > 0 ? [`${key}: ${raw.join(', ')}`] : [];
      });
      expect(found).toEqual([]);
    });
  }
});
