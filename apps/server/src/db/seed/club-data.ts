// The demo club's places, coaches and progress metrics.
import type { LocationType, ProgressMetric } from '@swim/shared/enums';
import type { LocalizedText } from '@swim/shared/localized';
import type { DemoAccountKey } from './demo-accounts.js';
import { seedAssetUrl } from './seed-assets.js';
import { text } from './text.js';

export type LocationKey = 'spartak' | 'vazrazhdane' | 'kindergarten';
export type InstructorKey = Extract<DemoAccountKey, 'instructor' | 'instructor2' | 'instructor3'>;

export type LocationSeed = {
  key: LocationKey;
  type: LocationType;
  name: LocalizedText;
  address: LocalizedText;
  description: LocalizedText;
};

export const LOCATIONS: LocationSeed[] = [
  {
    key: 'spartak',
    type: 'pool',
    name: text('Плувен комплекс „Спартак“', 'Spartak Swimming Complex', 'Плавательный комплекс «Спартак»'),
    address: text(
      'бул. „Арсеналски“ 4, 1421 София (кв. Лозенец)',
      '4 Arsenalski Blvd, 1421 Sofia (Lozenets)',
      'бул. «Арсеналски» 4, 1421 София (кв. Лозенец)',
    ),
    description: text(
      'Закрит 50-метров басейн с осем коридора и отделен учебен басейн. Тук тренират състезателната група и повечето ни групи за начинаещи.',
      'An indoor 50-metre pool with eight lanes and a separate teaching pool. Home of our competitive squad and most beginner groups.',
      'Крытый 50-метровый бассейн с восемью дорожками и отдельным учебным бассейном. Здесь тренируются соревновательная группа и большинство групп для начинающих.',
    ),
  },
  {
    key: 'vazrazhdane',
    type: 'pool',
    name: text('Басейн „Възраждане“', 'Vazrazhdane Pool', 'Бассейн «Возрождение»'),
    address: text(
      'ул. „Пиротска“ 86, 1303 София (ж.к. Възраждане)',
      '86 Pirotska St, 1303 Sofia (Vazrazhdane)',
      'ул. «Пиротска» 86, 1303 София (ж.к. Возрождение)',
    ),
    description: text(
      '25-метров басейн в центъра на града, на пет минути от метростанция „Опълченска“. Подходящ за групите на средно ниво и уикенд тренировките.',
      'A 25-metre pool in the city centre, five minutes from Opalchenska metro station. Ideal for intermediate groups and weekend training.',
      '25-метровый бассейн в центре города, в пяти минутах от станции метро «Опылченска». Подходит для групп среднего уровня и тренировок по выходным.',
    ),
  },
  {
    key: 'kindergarten',
    type: 'kindergarten',
    name: text('ДГ № 112 „Слънце“', 'Kindergarten No. 112 “Slantse”', 'Детский сад № 112 «Солнце»'),
    address: text(
      'ул. „Мусала“ 8, 1618 София (кв. Бъкстон)',
      '8 Musala St, 1618 Sofia (Bakston)',
      'ул. «Мусала» 8, 1618 София (кв. Бакстон)',
    ),
    description: text(
      'Малък топъл басейн в детската градина. Занимания за деца от 3 до 7 години в рамките на учебния ден; плащане според посещенията.',
      'A small warm pool inside the kindergarten. Lessons for children aged 3 to 7 during the school day; billed by attendance.',
      'Небольшой тёплый бассейн в детском саду. Занятия для детей от 3 до 7 лет в течение дня; оплата по посещениям.',
    ),
  },
];

export type CoachSeed = {
  user: InstructorKey;
  /** The public name as written in each language. */
  name: LocalizedText;
  title: LocalizedText;
  bio: LocalizedText;
  achievements: LocalizedText;
  specialties: LocalizedText[];
  photoUrl: string;
  yearsExperience: number;
};

export const COACHES: CoachSeed[] = [
  {
    user: 'instructor',
    name: text('Георги Иванов', 'Georgi Ivanov', 'Георгий Иванов'),
    title: text('Старши треньор', 'Head coach', 'Старший тренер'),
    bio: text(
      'Бивш национален състезател на 200 м гръб и треньор в клуба от самото начало. Води състезателната група и групите на средно ниво в „Спартак“.',
      'A former national 200 m backstroke swimmer who has coached at the club from the very start. Leads the competitive squad and the intermediate groups at Spartak.',
      'Бывший член сборной на 200 м на спине, тренирует в клубе с самого основания. Ведёт соревновательную группу и группы среднего уровня в «Спартаке».',
    ),
    specialties: [
      text('Кроул и гръб', 'Front crawl and backstroke', 'Кроль и плавание на спине'),
      text('Състезателна подготовка', 'Race preparation', 'Соревновательная подготовка'),
      text('Стартове и обръщания', 'Starts and turns', 'Старты и повороты'),
    ],
    achievements: text(
      'Треньор на двама републикански шампиони за юноши; държавен финалист на 200 м гръб (2004).',
      'Coach of two national junior champions; national finalist in the 200 m backstroke (2004).',
      'Тренер двух чемпионов страны среди юниоров; финалист чемпионата страны на 200 м на спине (2004).',
    ),
    photoUrl: seedAssetUrl('coach-georgi.webp'),
    yearsExperience: 18,
  },
  {
    user: 'instructor2',
    name: text('Петя Николова', 'Petya Nikolova', 'Петя Николова'),
    title: text(
      'Треньор – начинаещи и детски градини',
      'Coach – beginners and kindergartens',
      'Тренер – начинающие и детские сады',
    ),
    bio: text(
      'Педагог и треньор, която превръща първата среща с водата в игра. Води групите за начинаещи и заниманията в ДГ № 112.',
      'A teacher and coach who turns a first meeting with the water into a game. Runs the beginner groups and the lessons at Kindergarten No. 112.',
      'Педагог и тренер, превращающая первое знакомство с водой в игру. Ведёт группы начинающих и занятия в детском саду № 112.',
    ),
    specialties: [
      text('Обучение на деца от 3 години', 'Teaching children from age 3', 'Обучение детей с 3 лет'),
      text('Водна адаптация', 'Water confidence', 'Адаптация к воде'),
      text('Игрови методи', 'Learning through play', 'Игровые методики'),
    ],
    achievements: text(
      'Над 600 деца, научени да плуват; автор на клубната програма за водна адаптация в детските градини.',
      'More than 600 children taught to swim; author of the club’s water-confidence programme for kindergartens.',
      'Более 600 детей, научившихся плавать; автор клубной программы адаптации к воде для детских садов.',
    ),
    photoUrl: seedAssetUrl('coach-petya.webp'),
    yearsExperience: 11,
  },
  {
    user: 'instructor3',
    name: text('Димитър Колев', 'Dimitar Kolev', 'Димитр Колев'),
    title: text('Треньор – басейн „Възраждане“', 'Coach – Vazrazhdane pool', 'Тренер – бассейн «Возрождение»'),
    bio: text(
      'Магистър по спортна педагогика от НСА и бивш състезател по бътерфлай. Отговаря за групите във „Възраждане“ и силовата подготовка на сухо.',
      'Holds a master’s degree in sports pedagogy from the National Sports Academy and swam butterfly competitively. Leads the Vazrazhdane groups and dry-land strength work.',
      'Магистр спортивной педагогики НСА и бывший баттерфляист. Отвечает за группы в «Возрождении» и силовую подготовку на суше.',
    ),
    specialties: [
      text('Бътерфлай', 'Butterfly', 'Баттерфляй'),
      text('Силова подготовка на сухо', 'Dry-land strength training', 'Силовая подготовка на суше'),
      text('Издръжливост', 'Endurance', 'Выносливость'),
    ],
    achievements: text(
      'Медалист от държавно първенство на 100 м бътерфлай; подготвя състезателите за зимните купи.',
      'National championship medallist in the 100 m butterfly; prepares the squad for the winter cups.',
      'Призёр чемпионата страны на 100 м баттерфляем; готовит спортсменов к зимним кубкам.',
    ),
    photoUrl: seedAssetUrl('coach-dimitar.webp'),
    yearsExperience: 9,
  },
];

export const METRICS: { key: ProgressMetric; label: LocalizedText }[] = [
  { key: 'speed', label: text('Скорост', 'Speed', 'Скорость') },
  { key: 'power', label: text('Сила', 'Power', 'Сила') },
  { key: 'endurance', label: text('Издръжливост', 'Endurance', 'Выносливость') },
  { key: 'technique', label: text('Техника', 'Technique', 'Техника') },
  { key: 'mentality', label: text('Манталитет', 'Mentality', 'Менталитет') },
  { key: 'coordination', label: text('Координация', 'Coordination', 'Координация') },
  { key: 'discipline', label: text('Дисциплина', 'Discipline', 'Дисциплина') },
];
