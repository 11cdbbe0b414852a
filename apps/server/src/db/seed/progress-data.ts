// What the coach recorded about the demo parent's children: assessments, awards and timed swims.
import type { ProgressMetric, Stroke } from '@swim/shared/enums';
import type { LocalizedText } from '@swim/shared/localized';
import { text } from './text.js';

export type AssessmentSeed = { daysAgo: number; notes: string; scores: Partial<Record<ProgressMetric, number>> };
export type AchievementSeed = {
  daysAgo: number;
  kind: 'badge' | 'medal' | 'certificate' | 'milestone';
  title: LocalizedText;
  description: LocalizedText;
};
export type RecordSeed = { daysAgo: number; distance: number; stroke: Stroke; time: number; event: string };

export type ProgressSeed = {
  assessments: AssessmentSeed[];
  achievements: AchievementSeed[];
  records: RecordSeed[];
};

export const ALEKSANDAR_PROGRESS: ProgressSeed = {
  assessments: [
    {
      daysAgo: 130,
      notes: 'Добра работа на краката, дишането към лявата страна е неуверено.',
      scores: { speed: 5, power: 5, endurance: 4, technique: 5, mentality: 6, coordination: 5, discipline: 7 },
    },
    {
      daysAgo: 88,
      notes: 'Преминава в средно ниво. Да работи върху обръщанията при гръб.',
      scores: { speed: 6, power: 5, endurance: 5, technique: 6, mentality: 7, coordination: 6, discipline: 7 },
    },
    {
      daysAgo: 46,
      notes: 'Стабилен ритъм на 100 м кроул. Още бърза в последните 25 м.',
      scores: { speed: 7, power: 6, endurance: 6, technique: 6, mentality: 7, coordination: 7, discipline: 8 },
    },
    {
      daysAgo: 9,
      notes: 'Отлично обръщане при гръб, готов е за контролите на Купа „София“.',
      scores: { speed: 7, power: 7, endurance: 7, technique: 8, mentality: 8, coordination: 7, discipline: 8 },
    },
  ],
  achievements: [
    {
      daysAgo: 150,
      kind: 'milestone',
      title: text('Първите 100 м без спиране', 'First 100 m non-stop', 'Первые 100 м без остановки'),
      description: text(
        'Четири дължини кроул без почивка.',
        'Four lengths of front crawl without a rest.',
        'Четыре бассейна кролем без отдыха.',
      ),
    },
    {
      daysAgo: 88,
      kind: 'certificate',
      title: text('Сертификат „Делфин“ – ниво 2', 'Delfin certificate – level 2', 'Сертификат «Делфин» – уровень 2'),
      description: text(
        'Преминава в групата за средно ниво.',
        'Moved up to the intermediate group.',
        'Переведён в группу среднего уровня.',
      ),
    },
    {
      daysAgo: 40,
      kind: 'medal',
      title: text(
        'Сребро – 50 м гръб, Купа „София“',
        'Silver – 50 m backstroke, Sofia Cup',
        'Серебро – 50 м на спине, Кубок «София»',
      ),
      description: text(
        'Второ място при момчетата до 10 години.',
        'Second place among boys aged 10 and under.',
        'Второе место среди мальчиков до 10 лет.',
      ),
    },
  ],
  records: [
    { daysAgo: 120, distance: 50, stroke: 'freestyle', time: 5235, event: 'Контролно време – тренировка' },
    { daysAgo: 75, distance: 50, stroke: 'freestyle', time: 4890, event: 'Коледен турнир „Делфин“' },
    { daysAgo: 40, distance: 50, stroke: 'backstroke', time: 5412, event: 'Купа „София“' },
    { daysAgo: 40, distance: 50, stroke: 'freestyle', time: 4712, event: 'Купа „София“' },
    { daysAgo: 12, distance: 100, stroke: 'freestyle', time: 10235, event: 'Контролно време – тренировка' },
  ],
};

export const VIKTORIA_PROGRESS: ProgressSeed = {
  assessments: [
    {
      daysAgo: 95,
      notes: 'Плаши се да потопи лицето. Работим с игри и очила.',
      scores: { speed: 2, endurance: 2, technique: 2, mentality: 3, coordination: 3, discipline: 5 },
    },
    {
      daysAgo: 55,
      notes: 'Вече издишва във водата и се плъзга с дъска.',
      scores: { speed: 3, endurance: 3, technique: 3, mentality: 5, coordination: 4, discipline: 6 },
    },
    {
      daysAgo: 14,
      notes: 'Първите 10 м кроул без дъска! Да продължи с дишането.',
      scores: { speed: 4, endurance: 4, technique: 4, mentality: 6, coordination: 5, discipline: 7 },
    },
  ],
  achievements: [
    {
      daysAgo: 60,
      kind: 'badge',
      title: text('Значка „Смело гмуркане“', '“Brave diver” badge', 'Значок «Смелый ныряльщик»'),
      description: text(
        'Взе пръстен от дъното на учебния басейн.',
        'Picked a ring up from the bottom of the teaching pool.',
        'Достала кольцо со дна учебного бассейна.',
      ),
    },
    {
      daysAgo: 14,
      kind: 'milestone',
      title: text('Първите 10 м без дъска', 'First 10 m without a kickboard', 'Первые 10 м без доски'),
      description: text(
        'Плува сама кроул до средата на басейна.',
        'Swam front crawl on her own to the middle of the pool.',
        'Сама проплыла кролем до середины бассейна.',
      ),
    },
  ],
  records: [
    { daysAgo: 30, distance: 25, stroke: 'freestyle', time: 4120, event: 'Контролно време – тренировка' },
    { daysAgo: 5, distance: 25, stroke: 'freestyle', time: 3655, event: 'Контролно време – тренировка' },
  ],
};

export const NIKOLAY_PROGRESS: ProgressSeed = {
  assessments: [
    {
      daysAgo: 75,
      notes: 'Силен финал на 400 м. Обръщанията са бавни – работа върху подводната фаза.',
      scores: { speed: 8, power: 8, endurance: 9, technique: 7, mentality: 8, coordination: 8, discipline: 9 },
    },
    {
      daysAgo: 20,
      notes: 'Подводната фаза е по-дълга с 2 м. Темпото на 200 м е равно – готов за първенството.',
      scores: { speed: 9, power: 8, endurance: 9, technique: 8, mentality: 9, coordination: 8, discipline: 9 },
    },
  ],
  achievements: [
    {
      daysAgo: 40,
      kind: 'medal',
      title: text('Сребро, 400 м свободен стил', 'Silver, 400 m freestyle', 'Серебро, 400 м вольный стиль'),
      description: text(
        'Държавно първенство за младежи, Плевен.',
        'National youth championship, Pleven.',
        'Национальное первенство среди юношей, Плевен.',
      ),
    },
  ],
  records: [
    { daysAgo: 40, distance: 400, stroke: 'freestyle', time: 25_412, event: 'Държавно първенство, Плевен' },
    { daysAgo: 12, distance: 200, stroke: 'freestyle', time: 11_987, event: 'Контроли в клуба' },
  ],
};
