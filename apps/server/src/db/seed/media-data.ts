// The media gallery: twelve photos and a short video, each with a title and description in three languages.
import type { MediaType } from '@swim/shared/enums';
import type { LocalizedText } from '@swim/shared/localized';
import { SEED_VIDEO } from './art/asset-manifest.js';
import { seedAssetUrl } from './seed-assets.js';
import { text } from './text.js';

export type MediaSeed = {
  type: MediaType;
  title: LocalizedText;
  description: LocalizedText;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  daysAgo: number;
};

/** What a gallery item says about itself. */
type Caption = { title: LocalizedText; description: LocalizedText };

const photo = (n: number, daysAgo: number, { title, description }: Caption): MediaSeed => ({
  type: 'photo',
  title,
  description,
  url: seedAssetUrl(`gallery-${n}.webp`),
  thumbnailUrl: seedAssetUrl(`gallery-${n}-thumb.webp`),
  width: 1200,
  height: 800,
  daysAgo,
});

export const MEDIA: MediaSeed[] = [
  photo(1, 3, {
    title: text('Вечерна тренировка', 'Evening practice', 'Вечерняя тренировка'),
    description: text(
      'Средно ниво в „Спартак“, коридор 3.',
      'The intermediate group at Spartak, lane 3.',
      'Средний уровень в «Спартаке», дорожка 3.',
    ),
  }),
  photo(2, 6, {
    title: text('Под водата', 'Under the water', 'Под водой'),
    description: text(
      'Плъзгане след старт – видеоанализ на техниката.',
      'Gliding after the start – technique video analysis.',
      'Скольжение после старта – видеоанализ техники.',
    ),
  }),
  photo(3, 10, {
    title: text('Малки делфинчета', 'Little dolphins', 'Маленькие дельфинчики'),
    description: text(
      'Игри с пояси и пръстени в детската градина.',
      'Games with floats and rings at the kindergarten.',
      'Игры с нарукавниками и кольцами в детском саду.',
    ),
  }),
  photo(4, 38, {
    title: text('Медалите от Купа „София“', 'Sofia Cup medals', 'Медали Кубка «София»'),
    description: text('Девет медала за клуба.', 'Nine medals for the club.', 'Девять медалей для клуба.'),
  }),
  photo(5, 39, {
    title: text('Старт на 50 м свободен стил', '50 m freestyle start', 'Старт на 50 м вольным стилем'),
    description: text(
      'Финалът при момчетата до 12 години.',
      'The boys’ under-12 final.',
      'Финал среди мальчиков до 12 лет.',
    ),
  }),
  photo(6, 60, {
    title: text('Отборна снимка', 'Team photo', 'Командное фото'),
    description: text(
      'Състезателната група преди сезона.',
      'The competitive squad before the season.',
      'Соревновательная группа перед сезоном.',
    ),
  }),
  photo(7, 138, {
    title: text('Лагерът в Созопол', 'Sozopol camp', 'Сборы в Созополе'),
    description: text(
      'Тренировка в открита вода при изгрев.',
      'Open-water practice at sunrise.',
      'Тренировка на открытой воде на рассвете.',
    ),
  }),
  photo(8, 72, {
    title: text('Първата тренировка за сезона', 'First practice of the season', 'Первая тренировка сезона'),
    description: text('Всички коридори са заети.', 'Every lane is busy.', 'Все дорожки заняты.'),
  }),
  photo(9, 25, {
    title: text('Упражнение за дишане', 'Breathing drill', 'Упражнение на дыхание'),
    description: text(
      'Издишване под вода с дълго плъзгане.',
      'Exhaling underwater with a long glide.',
      'Выдох под водой с длинным скольжением.',
    ),
  }),
  photo(10, 18, {
    title: text('Водни игри', 'Water games', 'Водные игры'),
    description: text(
      'Група „Делфинчета“ в басейна на ДГ № 112.',
      'The Dolphins group in the Kindergarten No. 112 pool.',
      'Группа «Дельфинчики» в бассейне детского сада № 112.',
    ),
  }),
  photo(11, 100, {
    title: text('Клубният турнир', 'Club meet', 'Клубный турнир'),
    description: text(
      'Награждаване в басейн „Възраждане“.',
      'Medal ceremony at the Vazrazhdane pool.',
      'Награждение в бассейне «Возрождение».',
    ),
  }),
  photo(12, 8, {
    title: text('Открита тренировка', 'Open training session', 'Открытая тренировка'),
    description: text(
      'Трибуните бяха пълни с родители.',
      'The stands were full of parents.',
      'Трибуны были полны родителей.',
    ),
  }),
  {
    type: 'video',
    title: text('Тренировка в „Спартак“', 'Practice at Spartak', 'Тренировка в «Спартаке»'),
    description: text(
      'Четирима плувци от състезателната група на серия 4×50 м кроул.',
      'Four squad swimmers on a 4×50 m front crawl set.',
      'Четыре пловца соревновательной группы на серии 4×50 м кролем.',
    ),
    url: seedAssetUrl(SEED_VIDEO.file),
    thumbnailUrl: seedAssetUrl(SEED_VIDEO.poster),
    width: SEED_VIDEO.width,
    height: SEED_VIDEO.height,
    daysAgo: 4,
  },
];
