// The demo families' children and the class each one attends.
import type { Gender, PlanType, SkillLevel } from '@swim/shared/enums';
import type { ClassKey } from './class-types.js';
import type { FamilyKey } from './member-families.js';

export type ChildKey = 'aleksandar' | 'viktoria' | 'boris' | 'martin' | 'eva' | 'raya' | 'daniel' | 'niya' | 'nikolay';

export type ChildSeed = {
  /** Set for the children the demo refers to by name (progress, payments). */
  key?: ChildKey;
  /** Whose record it is: a parent's child, or the approved athlete's own swimmer record. */
  parent: 'parent' | 'parent2' | 'athlete' | FamilyKey;
  fullName: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: Gender;
  skillLevel: SkillLevel;
  notes: string | null;
  medicalNotes: string | null;
  emergencyContact: string;
  emergencyPhone: string;
  enrollment: {
    classKey: ClassKey;
    plan: PlanType;
    /** The current period began this many days ago. */
    startedDaysAgo: number;
    /** Whether the month before was paid for too (an ended enrollment in the same class). */
    renewed: boolean;
  };
};

const PETROVI = { emergencyContact: 'Стефан Петров (баща)', emergencyPhone: '+359 887 452 118' };
const GEORGIEVI = { emergencyContact: 'Десислава Георгиева (майка)', emergencyPhone: '+359 899 317 641' };

/** Five of Иван Георгиев's children take five of the six places in the weekend beginners class. */
const weekend = (plan: PlanType) => ({
  classKey: 'spartak-weekend' as const,
  plan,
  startedDaysAgo: 24,
  renewed: false,
});

export const CHILDREN: ChildSeed[] = [
  {
    // The approved demo athlete's own swimmer record: his classes, assessments and awards show on his dashboard.
    key: 'nikolay',
    parent: 'athlete',
    fullName: 'Николай Стоянов',
    firstName: 'Nikolay',
    lastName: 'Stoyanov',
    birthDate: '2005-03-14',
    gender: 'male',
    skillLevel: 'advanced',
    notes: 'Състезател на 200 м и 400 м свободен стил. Подготовка за държавното първенство.',
    medicalNotes: null,
    emergencyContact: 'Росица Стоянова (майка)',
    emergencyPhone: '+359 888 604 215',
    enrollment: { classKey: 'spartak-advanced', plan: 'pool_monthly', startedDaysAgo: 12, renewed: true },
  },
  {
    key: 'aleksandar',
    parent: 'parent',
    fullName: 'Александър Петров',
    firstName: 'Aleksandar',
    lastName: 'Petrov',
    birthDate: '2016-04-12',
    gender: 'male',
    skillLevel: 'intermediate',
    notes: 'Обича гръб и иска да се състезава. Понякога бърза и губи техника в края на сериите.',
    medicalNotes: null,
    ...PETROVI,
    enrollment: { classKey: 'spartak-intermediate', plan: 'pool_12', startedDaysAgo: 20, renewed: true },
  },
  {
    key: 'viktoria',
    parent: 'parent',
    fullName: 'Виктория Петрова',
    firstName: 'Viktoria',
    lastName: 'Petrova',
    birthDate: '2019-09-03',
    gender: 'female',
    skillLevel: 'beginner',
    notes: 'Все още се притеснява в дълбока вода – нужно ѝ е повече време за адаптация.',
    medicalNotes: 'Лека астма при натоварване – носи инхалатор в чантата. Алергия към пеницилин.',
    ...PETROVI,
    enrollment: { classKey: 'spartak-beginners', plan: 'pool_8', startedDaysAgo: 18, renewed: true },
  },
  {
    key: 'boris',
    parent: 'parent2',
    fullName: 'Борис Георгиев',
    firstName: 'Boris',
    lastName: 'Georgiev',
    birthDate: '2017-02-18',
    gender: 'male',
    skillLevel: 'beginner',
    notes: 'Близнак на Мартин.',
    medicalNotes: null,
    ...GEORGIEVI,
    enrollment: weekend('pool_monthly'),
  },
  {
    key: 'martin',
    parent: 'parent2',
    fullName: 'Мартин Георгиев',
    firstName: 'Martin',
    lastName: 'Georgiev',
    birthDate: '2017-02-18',
    gender: 'male',
    skillLevel: 'beginner',
    notes: 'Близнак на Борис.',
    medicalNotes: null,
    ...GEORGIEVI,
    enrollment: weekend('pool_8'),
  },
  {
    key: 'eva',
    parent: 'parent2',
    fullName: 'Ева Георгиева',
    firstName: 'Eva',
    lastName: 'Georgieva',
    birthDate: '2018-06-25',
    gender: 'female',
    skillLevel: 'beginner',
    notes: null,
    medicalNotes: null,
    ...GEORGIEVI,
    enrollment: weekend('pool_8'),
  },
  {
    key: 'raya',
    parent: 'parent2',
    fullName: 'Рая Георгиева',
    firstName: 'Raya',
    lastName: 'Georgieva',
    birthDate: '2019-11-02',
    gender: 'female',
    skillLevel: 'beginner',
    notes: 'Носи очила с диоптър извън басейна.',
    medicalNotes: null,
    ...GEORGIEVI,
    enrollment: weekend('pool_8'),
  },
  {
    key: 'daniel',
    parent: 'parent2',
    fullName: 'Даниел Георгиев',
    firstName: 'Daniel',
    lastName: 'Georgiev',
    birthDate: '2020-03-14',
    gender: 'male',
    skillLevel: 'beginner',
    notes: null,
    medicalNotes: 'Чести ушни възпаления – да ползва тапи за уши.',
    ...GEORGIEVI,
    enrollment: weekend('pool_monthly'),
  },
  {
    key: 'niya',
    parent: 'parent2',
    fullName: 'Ния Георгиева',
    firstName: 'Niya',
    lastName: 'Georgieva',
    birthDate: '2022-05-30',
    gender: 'female',
    skillLevel: 'beginner',
    notes: 'Посещава групата в детската градина.',
    medicalNotes: null,
    ...GEORGIEVI,
    enrollment: { classKey: 'kg-little', plan: 'kindergarten_monthly', startedDaysAgo: 75, renewed: false },
  },
];
