// Classes at the Vazrazhdane pool.
import type { ClassSeed } from './class-types.js';
import { text } from './text.js';

export const VAZRAZHDANE_CLASSES: ClassSeed[] = [
  {
    key: 'vaz-beginners',
    location: 'vazrazhdane',
    instructor: 'instructor2',
    level: 'beginner',
    title: text('Начинаещи (5–8 г.)', 'Beginners (ages 5–8)', 'Начинающие (5–8 лет)'),
    description: text(
      'Безопасност във водата, плуване по корем и гръб с дъска, първите метри самостоятелно.',
      'Water safety, swimming on front and back with a kickboard, the first metres on their own.',
      'Безопасность на воде, плавание на груди и на спине с доской, первые метры самостоятельно.',
    ),
    lane: '1',
    durationMinutes: 45,
    pricePerClass: 1900,
    monthlyPrice: 16500,
    maxCapacity: 8,
    sessions: [
      [1, '16:00'],
      [3, '16:00'],
    ],
  },
  {
    key: 'vaz-intermediate',
    location: 'vazrazhdane',
    instructor: 'instructor3',
    level: 'intermediate',
    title: text('Средно ниво (8–12 г.)', 'Intermediate (ages 8–12)', 'Средний уровень (8–12 лет)'),
    description: text(
      'Четирите стила, дишане на три загребвания и работа с плавници.',
      'All four strokes, bilateral breathing and work with fins.',
      'Все четыре стиля, дыхание на три гребка и работа с ластами.',
    ),
    lane: '2',
    durationMinutes: 60,
    pricePerClass: 2100,
    monthlyPrice: 18000,
    maxCapacity: 10,
    sessions: [
      [1, '17:00'],
      [3, '17:00'],
    ],
  },
  {
    key: 'vaz-weekend',
    location: 'vazrazhdane',
    instructor: 'instructor3',
    level: 'intermediate',
    title: text('Уикенд средно ниво', 'Weekend intermediate', 'Средний уровень по выходным'),
    description: text(
      'Две тренировки в събота и неделя за деца, които вече плуват кроул и гръб.',
      'Two sessions on Saturday and Sunday for children who already swim crawl and backstroke.',
      'Две тренировки в субботу и воскресенье для детей, которые уже плавают кролем и на спине.',
    ),
    lane: '3',
    durationMinutes: 60,
    pricePerClass: 2200,
    monthlyPrice: 18500,
    maxCapacity: 10,
    sessions: [
      [5, '11:00'],
      [6, '11:00'],
    ],
  },
  {
    key: 'vaz-advanced',
    location: 'vazrazhdane',
    instructor: 'instructor3',
    level: 'advanced',
    title: text(
      'Напреднали – издръжливост и техника',
      'Advanced – endurance and technique',
      'Продвинутые – выносливость и техника',
    ),
    description: text(
      'Дълги серии, интервални тренировки и видеоанализ на техниката веднъж месечно.',
      'Long sets, interval training and a monthly video analysis of technique.',
      'Длинные серии, интервальные тренировки и ежемесячный видеоанализ техники.',
    ),
    lane: '4',
    durationMinutes: 90,
    pricePerClass: 2400,
    monthlyPrice: 21000,
    maxCapacity: 12,
    sessions: [
      [0, '18:30'],
      [2, '18:30'],
      [4, '18:30'],
    ],
  },
];
