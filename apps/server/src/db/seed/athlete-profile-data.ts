// Public profiles of the club's athletes; the first belongs to the approved demo athlete.
import type { LocalizedText } from '@swim/shared/localized';
import { seedAssetUrl } from './seed-assets.js';
import { text } from './text.js';

export type AthleteProfileSeed = {
  /** Linked to the approved demo athlete's account. */
  linkedToDemoAthlete: boolean;
  /** The public name as written in each language. */
  name: LocalizedText;
  birthYear: number;
  discipline: LocalizedText;
  achievements: LocalizedText;
  photoUrl: string;
  featured: boolean;
};

export const ATHLETE_PROFILES: AthleteProfileSeed[] = [
  {
    linkedToDemoAthlete: true,
    name: text('Николай Стоянов', 'Nikolay Stoyanov', 'Николай Стоянов'),
    birthYear: 2005,
    discipline: text('200 м и 400 м свободен стил', '200 m and 400 m freestyle', '200 и 400 м вольным стилем'),
    achievements: text(
      'Републикански шампион за юноши на 200 м свободен стил; сребро в щафетата 4×200 м на Балканиадата.',
      'National junior champion in the 200 m freestyle; silver in the 4×200 m relay at the Balkan Championships.',
      'Чемпион страны среди юниоров на 200 м вольным стилем; серебро в эстафете 4×200 м на Балканиаде.',
    ),
    photoUrl: seedAssetUrl('athlete-nikolay.webp'),
    featured: true,
  },
  {
    linkedToDemoAthlete: false,
    name: text('Симона Маринова', 'Simona Marinova', 'Симона Маринова'),
    birthYear: 2007,
    discipline: text('100 м бътерфлай', '100 m butterfly', '100 м баттерфляем'),
    achievements: text(
      'Шампионка на София; финалистка на държавното първенство за девойки.',
      'Sofia champion; finalist at the national girls’ championships.',
      'Чемпионка Софии; финалистка национального первенства среди девушек.',
    ),
    photoUrl: seedAssetUrl('athlete-simona.webp'),
    featured: true,
  },
  {
    linkedToDemoAthlete: false,
    name: text('Кристиан Ангелов', 'Kristian Angelov', 'Кристиан Ангелов'),
    birthYear: 2008,
    discipline: text('100 м и 200 м гръб', '100 m and 200 m backstroke', '100 и 200 м на спине'),
    achievements: text(
      'Бронз на държавното лично първенство; рекордьор на клуба на 200 м гръб.',
      'Bronze at the national individual championships; club record holder in the 200 m backstroke.',
      'Бронза личного первенства страны; рекордсмен клуба на 200 м на спине.',
    ),
    photoUrl: seedAssetUrl('athlete-kristian.webp'),
    featured: true,
  },
  {
    linkedToDemoAthlete: false,
    name: text('Теодора Вълчева', 'Teodora Valcheva', 'Теодора Вылчева'),
    birthYear: 2009,
    discipline: text('100 м бруст', '100 m breaststroke', '100 м брассом'),
    achievements: text(
      'Победителка в Купа „София“; член на юношеския национален отбор.',
      'Sofia Cup winner; member of the national youth team.',
      'Победительница Кубка «София»; член юношеской сборной.',
    ),
    photoUrl: seedAssetUrl('athlete-teodora.webp'),
    featured: true,
  },
  {
    linkedToDemoAthlete: false,
    name: text('Мила Христова', 'Mila Hristova', 'Мила Христова'),
    birthYear: 2010,
    discipline: text('200 м съчетано плуване', '200 m individual medley', '200 м комплексным плаванием'),
    achievements: text(
      'Два златни медала от Коледния турнир „Делфин“; най-прогресиращ състезател на сезона.',
      'Two golds at the Delfin Christmas meet; most improved swimmer of the season.',
      'Два золота Рождественского турнира «Делфин»; самый прогрессирующий пловец сезона.',
    ),
    photoUrl: seedAssetUrl('athlete-mila.webp'),
    featured: false,
  },
];
