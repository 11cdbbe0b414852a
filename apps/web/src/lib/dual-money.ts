// The fixed rate as a reader sees it. Amounts in both currencies are formatted by @swim/shared/dual-money, which the
// server's mails share.
import { BGN_PER_EUR } from '@swim/shared/money';

const LOCALES: Record<string, string> = { bg: 'bg-BG', en: 'en-GB', ru: 'ru-RU' };

/** The fixed rate as the language writes it: '1,95583' in Bulgarian and Russian, '1.95583' in English. */
export function formatRate(language: string): string {
  return new Intl.NumberFormat(LOCALES[language.slice(0, 2)] ?? 'bg-BG', { minimumFractionDigits: 5 }).format(
    BGN_PER_EUR,
  );
}
