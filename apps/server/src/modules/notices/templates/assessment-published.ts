// assessment_published: a coach recorded an assessment of a child: the date, the coach, each score out of 10 with the
// metric's name in the reader's language, and the coach's note. The parent reads it about their child; an athlete
// linked to the child's record reads it about themselves.
import type { Language } from '@swim/shared/enums';
import { type LocalizedText, pickText } from '@swim/shared/localized';
import type { NoticeMessage } from '../notice-service.js';
import { formatDay, HELLO, lines, link, type NoticeSite, signature, subjectOf } from './kit.js';

export type AssessmentPublishedData = {
  site: NoticeSite;
  recipientName: string;
  childName: string;
  /** The reader is the athlete the record belongs to. */
  forAthlete: boolean;
  /** Where the assessment shows in the app. */
  path: string;
  date: string;
  coachName: LocalizedText | null;
  scores: readonly { label: LocalizedText; score: number }[];
  notes: string | null;
};

const TEXT = {
  bg: {
    subject: (child: string) => `Нова оценка: ${child}`,
    subjectAthlete: 'Нова оценка от треньора',
    intro: (date: string, coach: string | null) => `Оценка от ${date}${coach ? `, треньор ${coach}` : ''}:`,
    score: (label: string, score: number) => `${label}: ${score} от 10`,
    notes: 'Бележка на треньора',
    link: 'Целият напредък',
  },
  en: {
    subject: (child: string) => `New assessment: ${child}`,
    subjectAthlete: 'A new assessment from your coach',
    intro: (date: string, coach: string | null) => `Assessment of ${date}${coach ? ` by coach ${coach}` : ''}:`,
    score: (label: string, score: number) => `${label}: ${score} out of 10`,
    notes: "Coach's note",
    link: 'All progress',
  },
  ru: {
    subject: (child: string) => `Новая оценка: ${child}`,
    subjectAthlete: 'Новая оценка от тренера',
    intro: (date: string, coach: string | null) => `Оценка от ${date}${coach ? `, тренер ${coach}` : ''}:`,
    score: (label: string, score: number) => `${label}: ${score} из 10`,
    notes: 'Комментарий тренера',
    link: 'Весь прогресс',
  },
} as const;

export function assessmentPublishedMessage(data: AssessmentPublishedData, language: Language): NoticeMessage {
  const t = TEXT[language] ?? TEXT.bg;
  const subject = data.forAthlete ? t.subjectAthlete : t.subject(data.childName);
  const coach = data.coachName ? pickText(data.coachName, language) : null;
  const scores = data.scores.map((s) => t.score(pickText(s.label, language), s.score));
  return {
    subject: subjectOf(subject, data.site, language),
    text: lines(
      HELLO[language](data.recipientName),
      '',
      t.intro(formatDay(data.date, language, false), coach),
      ...scores,
      data.notes && '',
      data.notes && `${t.notes}: ${data.notes}`,
      '',
      `${t.link}: ${link(data.site, data.path)}`,
      '',
      signature(data.site, language),
    ),
    push: { title: subject, body: scores.join(', '), url: data.path },
  };
}
