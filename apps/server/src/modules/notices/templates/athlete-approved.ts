// athlete_approved: the club approved an athlete's account (only when it goes from waiting to approved).
import type { Language } from '@swim/shared/enums';
import type { NoticeMessage } from '../notice-service.js';
import { HELLO, lines, link, type NoticeSite, signature, subjectOf } from './kit.js';

export type AthleteApprovedData = { site: NoticeSite; name: string };

const TEXT = {
  bg: {
    subject: 'Профилът ви на състезател е одобрен',
    body: 'Клубът одобри профила ви на състезател. Вече можете да влезете и да следите целите и напредъка си:',
    push: 'Вече можете да следите целите и напредъка си.',
  },
  en: {
    subject: 'Your athlete account is approved',
    body: 'The club has approved your athlete account. You can now sign in and follow your goals and progress:',
    push: 'You can now follow your goals and progress.',
  },
  ru: {
    subject: 'Ваш профиль спортсмена одобрен',
    body: 'Клуб одобрил ваш профиль спортсмена. Теперь вы можете войти и следить за своими целями и прогрессом:',
    push: 'Теперь вы можете следить за своими целями и прогрессом.',
  },
} as const;

export function athleteApprovedMessage(data: AthleteApprovedData, language: Language): NoticeMessage {
  const t = TEXT[language] ?? TEXT.bg;
  return {
    subject: subjectOf(t.subject, data.site, language),
    text: lines(
      HELLO[language](data.name),
      '',
      t.body,
      link(data.site, '/athlete/dashboard'),
      '',
      signature(data.site, language),
    ),
    push: { title: t.subject, body: t.push, url: '/athlete/dashboard' },
  };
}
