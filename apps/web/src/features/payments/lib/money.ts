const LOCALES: Record<string, string> = { bg: 'bg-BG', en: 'en-GB', ru: 'ru-RU' };
const toLocale = (language: string) => LOCALES[language.slice(0, 2)] ?? 'bg-BG';

/** A ratio 0-1 as a percentage in the language, e.g. 0.5 -> '50%' (at most one decimal). */
export function formatPercent(ratio: number, language: string): string {
  return new Intl.NumberFormat(toLocale(language), { style: 'percent', maximumFractionDigits: 1 }).format(ratio);
}

/** A byte count for a download's progress, e.g. '12,5 kB'. */
export function formatBytes(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / (1024 * 1024), 'megabyte']
      : bytes >= 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(toLocale(language), { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
