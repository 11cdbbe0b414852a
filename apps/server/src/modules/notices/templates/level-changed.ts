// level_changed: a child's skill level changed (only when it really did): the old and new level in words. The parent
// reads it about their child; an athlete linked to the child's record reads it about themselves.
import type { Language, SkillLevel } from '@swim/shared/enums';
import type { NoticeMessage } from '../notice-service.js';
import { HELLO, LEVEL_WORDS, lines, link, type NoticeSite, signature, subjectOf } from './kit.js';

export type LevelChangedData = {
  site: NoticeSite;
  recipientName: string;
  childName: string;
  forAthlete: boolean;
  path: string;
  from: SkillLevel;
  to: SkillLevel;
};

const TEXT = {
  bg: {
    subject: (child: string) => `Ново ниво: ${child}`,
    subjectAthlete: 'Новото ви ниво',
    body: (child: string, to: string, from: string) => `${child} вече е на ${to} (досега: ${from}).`,
    bodyAthlete: (to: string, from: string) => `Вече сте на ${to} (досега: ${from}).`,
    fit: 'При записване клубът предлага първо групите, подходящи за новото ниво.',
    link: 'Профилът',
  },
  en: {
    subject: (child: string) => `New level: ${child}`,
    subjectAthlete: 'Your new level',
    body: (child: string, to: string, from: string) => `${child} is now ${to} (was ${from}).`,
    bodyAthlete: (to: string, from: string) => `You are now ${to} (were ${from}).`,
    fit: 'When you enroll, the club offers the classes that fit the new level first.',
    link: 'Profile',
  },
  ru: {
    subject: (child: string) => `Новый уровень: ${child}`,
    subjectAthlete: 'Ваш новый уровень',
    body: (child: string, to: string, from: string) => `${child}: теперь ${to} (был ${from}).`,
    bodyAthlete: (to: string, from: string) => `Теперь у вас ${to} (был ${from}).`,
    fit: 'При записи клуб сначала предлагает группы, подходящие для нового уровня.',
    link: 'Профиль',
  },
} as const;

export function levelChangedMessage(data: LevelChangedData, language: Language): NoticeMessage {
  const t = TEXT[language] ?? TEXT.bg;
  const words = LEVEL_WORDS[language];
  const subject = data.forAthlete ? t.subjectAthlete : t.subject(data.childName);
  const body = data.forAthlete
    ? t.bodyAthlete(words[data.to], words[data.from])
    : t.body(data.childName, words[data.to], words[data.from]);
  return {
    subject: subjectOf(subject, data.site, language),
    text: lines(
      HELLO[language](data.recipientName),
      '',
      body,
      data.forAthlete ? null : t.fit,
      '',
      `${t.link}: ${link(data.site, data.path)}`,
      '',
      signature(data.site, language),
    ),
    push: { title: subject, body, url: data.path },
  };
}
