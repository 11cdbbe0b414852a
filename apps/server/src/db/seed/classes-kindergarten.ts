// Lessons in the kindergarten's small pool, billed by attendance.
import type { ClassSeed } from './class-types.js';
import { text } from './text.js';

export const KINDERGARTEN_CLASSES: ClassSeed[] = [
  {
    key: 'kg-little',
    location: 'kindergarten',
    instructor: 'instructor2',
    level: 'beginner',
    minAge: 3,
    maxAge: 4,
    title: text('Малки делфинчета (3–4 г.)', 'Little dolphins (ages 3–4)', 'Маленькие дельфинчики (3–4 года)'),
    description: text(
      'Игри във водата, духане на балончета и първо потапяне – винаги с усмивка.',
      'Water games, blowing bubbles and the first dip under – always with a smile.',
      'Игры в воде, пускание пузырей и первое погружение – всегда с улыбкой.',
    ),
    lane: '1',
    durationMinutes: 45,
    pricePerClass: 600,
    monthlyPrice: 4800,
    maxCapacity: 12,
    sessions: [
      [0, '10:00'],
      [2, '10:00'],
    ],
  },
  {
    key: 'kg-dolphins',
    location: 'kindergarten',
    instructor: 'instructor2',
    level: 'intermediate',
    minAge: 5,
    maxAge: 6,
    title: text('Делфинчета (5–6 г.)', 'Dolphins (ages 5–6)', 'Дельфинчики (5–6 лет)'),
    description: text(
      'Плъзгане, работа на краката и плуване с дъска за деца, които вече не се страхуват от водата.',
      'Gliding, kicking and swimming with a kickboard for children who are already at ease in the water.',
      'Скольжение, работа ног и плавание с доской для детей, которые уже не боятся воды.',
    ),
    lane: '1',
    durationMinutes: 45,
    pricePerClass: 600,
    monthlyPrice: 4800,
    maxCapacity: 12,
    sessions: [
      [1, '10:30'],
      [3, '10:30'],
    ],
  },
  {
    key: 'kg-prep',
    location: 'kindergarten',
    instructor: 'instructor2',
    level: 'advanced',
    minAge: 6,
    maxAge: 7,
    title: text('Подготвителна група (6–7 г.)', 'Pre-school squad (ages 6–7)', 'Подготовительная группа (6–7 лет)'),
    description: text(
      'За децата, които плуват сами: подготовка за прехода към групите в голям басейн.',
      'For children who already swim on their own: getting ready to move up to the big-pool groups.',
      'Для детей, которые уже плавают сами: подготовка к переходу в группы большого бассейна.',
    ),
    lane: '1',
    durationMinutes: 45,
    pricePerClass: 650,
    monthlyPrice: 5200,
    maxCapacity: 10,
    sessions: [[4, '10:00']],
  },
];
