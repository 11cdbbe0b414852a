// What every notice template shares: the greeting, dates and times written out for the language in the club's time
// zone, weekdays, skill levels in words, and links into the app. Templates are pure: (data, language) => message.
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import { formatPrice } from '@swim/shared/dual-money';
import type { Currency, Language, SkillLevel } from '@swim/shared/enums';
import { type LocalizedText, pickText } from '@swim/shared/localized';

const DATE_LOCALE: Record<Language, string> = { bg: 'bg-BG', en: 'en-GB', ru: 'ru-RU' };

/**
 * What the raise functions need besides the data: where the site lives (links), the club's name, and whether the club
 * shows every price in both currencies (its dual display setting).
 */
export type NoticeSite = { publicUrl: string; clubName: LocalizedText; dualDisplay: boolean };

/** A price as the family reads it: in both currencies alike when the club's dual display is on ('80,00 € / 156,47 лв.'). */
export function price(
  site: Pick<NoticeSite, 'dualDisplay'>,
  amount: number,
  currency: Currency,
  language: Language,
): string {
  return formatPrice(amount, currency, language, site.dualDisplay);
}

/** An address of the app, e.g. link(site, '/dashboard'). */
export function link(site: Pick<NoticeSite, 'publicUrl'>, path: string): string {
  return `${site.publicUrl.replace(/\/$/, '')}${path}`;
}

export const HELLO: Record<Language, (name: string) => string> = {
  bg: (name) => `Здравейте, ${name}!`,
  en: (name) => `Hello ${name},`,
  ru: (name) => `Здравствуйте, ${name}!`,
};

/** The mail's last lines: the club's name in the language. */
export function signature(site: Pick<NoticeSite, 'clubName'>, language: Language): string {
  return pickText(site.clubName, language);
}

/** The subject with the club's name after it, as every club mail has it. */
export function subjectOf(subject: string, site: Pick<NoticeSite, 'clubName'>, language: Language): string {
  return `${subject} – ${pickText(site.clubName, language)}`;
}

/** A club day ('YYYY-MM-DD') written out: 'понеделник, 14 декември 2026 г.', 'Monday, 14 December 2026'. */
export function formatDay(date: string, language: Language, weekday = true): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(DATE_LOCALE[language], {
    ...(weekday ? { weekday: 'long' as const } : {}),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** A club day and time: 'понеделник, 14 декември 2026 г., 17:00' (without the weekday: '14 декември 2026 г., 17:00'). */
export function formatDayTime(date: string, time: string, language: Language, weekday = true): string {
  return `${formatDay(date, language, weekday)}, ${time.slice(0, 5)}`;
}

/**
 * An instant as the club's clock reads it: 'понеделник, 14 декември 2026 г., 17:00'. A deadline ('until ...') is
 * written without the weekday, which Russian would have to decline after «до».
 */
export function formatInstant(at: Date, language: Language, weekday = true): string {
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: CLUB_TIME_ZONE,
  }).format(at);
  return formatDayTime(zonedDate(at, CLUB_TIME_ZONE), time, language, weekday);
}

/** A weekday by its number (0 = Monday ... 6 = Sunday): 'понеделник', 'Monday', 'понедельник'. */
export function weekdayName(dayOfWeek: number, language: Language): string {
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat(DATE_LOCALE[language], { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + dayOfWeek)),
  );
}

/** A class's week: 'понеделник 17:00, сряда 17:00' (each day with its time, Monday first). */
export function formatWeek(sessions: readonly { dayOfWeek: number; startTime: string }[], language: Language): string {
  return [...sessions]
    .sort((a, b) => a.dayOfWeek - b.dayOfWeek || a.startTime.localeCompare(b.startTime))
    .map((s) => `${weekdayName(s.dayOfWeek, language)} ${s.startTime.slice(0, 5)}`)
    .join(', ');
}

/** A child's skill level in words, as the web names them (levels.* and classFit.childLevel.*). */
export const LEVEL_WORDS: Record<Language, Record<SkillLevel, string>> = {
  bg: { beginner: 'начално ниво', intermediate: 'средно ниво', advanced: 'напреднало ниво' },
  en: { beginner: 'beginner', intermediate: 'intermediate', advanced: 'advanced' },
  ru: { beginner: 'начальный уровень', intermediate: 'средний уровень', advanced: 'продвинутый уровень' },
};

/** Lines joined as a plain-text mail, leaving out the ones a case does not have. */
export function lines(...rows: (string | null | false | undefined)[]): string {
  return rows.filter((row): row is string => typeof row === 'string').join('\n');
}
