import { format } from 'date-fns';
import { bg } from 'date-fns/locale/bg';
import { enGB } from 'date-fns/locale/en-GB';
import { ru } from 'date-fns/locale/ru';
import { toLanguage } from './language';

const LOCALES = { bg, en: enGB, ru } as const;
// Short names read naturally as 'Mon' in English and as two letters ('пн') in Bulgarian and Russian.
const SHORT_PATTERN = { bg: 'EEEEEE', en: 'EEE', ru: 'EEEEEE' } as const;

/** 'Mon', 'Пн', 'Пн' for day 0 (Monday) ... 6 (Sunday). */
export function getShortDayName(dayOfWeek: number, language: string): string {
  const lang = toLanguage(language);
  // 1 January 2024 was a Monday.
  const date = new Date(2024, 0, 1 + (((dayOfWeek % 7) + 7) % 7));
  const name = format(date, SHORT_PATTERN[lang], { locale: LOCALES[lang] });
  return name.charAt(0).toUpperCase() + name.slice(1);
}

type Session = { dayOfWeek: number; startTime: string };

/** Weekly sessions grouped by start time: 'Tue, Thu 17:30 · Sat 10:00'. */
export function formatWeeklySessions(sessions: Session[], language: string): string {
  const byTime = new Map<string, number[]>();
  for (const session of [...sessions].sort((a, b) => a.dayOfWeek - b.dayOfWeek)) {
    byTime.set(session.startTime, [...(byTime.get(session.startTime) ?? []), session.dayOfWeek]);
  }
  return [...byTime.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([time, days]) => `${days.map((day) => getShortDayName(day, language)).join(', ')} ${time}`)
    .join(' · ');
}
