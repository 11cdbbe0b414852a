// Other club families (no sign-in), so rosters, attendance registers and the admin lists are not empty.
import type { Gender, PlanType, SkillLevel } from '@swim/shared/enums';
import { planFitsSchedule } from '@swim/shared/plan-fit';
import type { ChildSeed } from './children-data.js';
import { CLASSES } from './class-data.js';
import type { ClassKey } from './class-types.js';

export type FamilyKey =
  | 'ivanovi'
  | 'todorovi'
  | 'nikolovi'
  | 'angelovi'
  | 'dimitrovi'
  | 'kostovi'
  | 'popovi'
  | 'marinovi';

type MemberChild = [
  fullName: string,
  latin: string,
  born: string,
  gender: Gender,
  level: SkillLevel,
  classKey: ClassKey,
];
type FamilySeed = { key: FamilyKey; parentName: string; email: string; phone: string; children: MemberChild[] };

export const FAMILIES: FamilySeed[] = [
  {
    key: 'ivanovi',
    parentName: 'Десислава Иванова',
    email: 'desislava.ivanova@example.com',
    phone: '+359 888 410 227',
    children: [
      ['Калоян Иванов', 'Kaloyan Ivanov', '2013-05-09', 'male', 'advanced', 'spartak-advanced'],
      ['Елица Иванова', 'Elitsa Ivanova', '2018-01-17', 'female', 'beginner', 'spartak-beginners'],
    ],
  },
  {
    key: 'todorovi',
    parentName: 'Петър Тодоров',
    email: 'petar.todorov@example.com',
    phone: '+359 887 903 115',
    children: [
      ['Йоана Тодорова', 'Yoana Todorova', '2012-10-02', 'female', 'advanced', 'spartak-advanced'],
      ['Стефан Тодоров', 'Stefan Todorov', '2016-12-21', 'male', 'intermediate', 'spartak-intermediate'],
    ],
  },
  {
    key: 'nikolovi',
    parentName: 'Гергана Николова',
    email: 'gergana.nikolova@example.com',
    phone: '+359 899 221 648',
    children: [
      ['Михаил Николов', 'Mihail Nikolov', '2015-08-14', 'male', 'intermediate', 'vaz-intermediate'],
      ['Ана Николова', 'Ana Nikolova', '2020-04-27', 'female', 'beginner', 'vaz-beginners'],
    ],
  },
  {
    key: 'angelovi',
    parentName: 'Христо Ангелов',
    email: 'hristo.angelov@example.com',
    phone: '+359 878 552 093',
    children: [
      ['Божидар Ангелов', 'Bozhidar Angelov', '2012-03-30', 'male', 'advanced', 'vaz-advanced'],
      ['Светла Ангелова', 'Svetla Angelova', '2015-11-11', 'female', 'intermediate', 'vaz-weekend'],
    ],
  },
  {
    key: 'dimitrovi',
    parentName: 'Веселина Димитрова',
    email: 'veselina.dimitrova@example.com',
    phone: '+359 886 714 380',
    children: [
      ['Никол Димитрова', 'Nikol Dimitrova', '2021-02-08', 'female', 'intermediate', 'kg-dolphins'],
      ['Лъчезар Димитров', 'Lachezar Dimitrov', '2020-06-19', 'male', 'advanced', 'kg-prep'],
    ],
  },
  {
    key: 'kostovi',
    parentName: 'Николай Костов',
    email: 'nikolay.kostov@example.com',
    phone: '+359 885 330 761',
    children: [
      ['Виктор Костов', 'Viktor Kostov', '2011-09-05', 'male', 'advanced', 'spartak-butterfly'],
      ['Мария Костова', 'Maria Kostova', '2020-01-23', 'female', 'beginner', 'spartak-first-steps'],
    ],
  },
  {
    key: 'popovi',
    parentName: 'Ралица Попова',
    email: 'ralitsa.popova@example.com',
    phone: '+359 897 145 502',
    children: [
      ['Алекс Попов', 'Aleks Popov', '2022-07-12', 'male', 'beginner', 'kg-little'],
      ['Сияна Попова', 'Siyana Popova', '2016-03-03', 'female', 'intermediate', 'spartak-intermediate'],
    ],
  },
  {
    key: 'marinovi',
    parentName: 'Тодор Маринов',
    email: 'todor.marinov@example.com',
    phone: '+359 888 067 934',
    children: [
      ['Деян Маринов', 'Deyan Marinov', '2016-10-28', 'male', 'intermediate', 'vaz-weekend'],
      ['Яна Маринова', 'Yana Marinova', '2019-05-15', 'female', 'beginner', 'vaz-beginners'],
    ],
  },
];

const POOL_PLANS: PlanType[] = ['pool_monthly', 'pool_12', 'pool_16', 'pool_8'];

/** The n-th pool plan, round robin, among those the class's week can fill (ADR 0032). */
function poolPlan(classKey: ClassKey, n: number): PlanType {
  const weekly = CLASSES.find((c) => c.key === classKey)?.sessions.length ?? 0;
  const fitting = POOL_PLANS.filter((plan) => planFitsSchedule(plan, weekly));
  return fitting[n % fitting.length] ?? 'pool_monthly';
}

/** The member families' children in the shape the demo children use. */
export function listMemberChildren(): ChildSeed[] {
  return FAMILIES.flatMap((family, f) =>
    family.children.map(([fullName, latin, birthDate, gender, skillLevel, classKey], c): ChildSeed => {
      const [firstName = latin, lastName = latin] = latin.split(' ');
      const kindergarten = classKey.startsWith('kg-');
      return {
        parent: family.key,
        fullName,
        firstName,
        lastName,
        birthDate,
        gender,
        skillLevel,
        notes: null,
        medicalNotes: null,
        emergencyContact: family.parentName,
        emergencyPhone: family.phone,
        enrollment: {
          classKey,
          plan: kindergarten ? 'kindergarten_monthly' : poolPlan(classKey, f + c),
          startedDaysAgo: kindergarten ? 60 : 6 + ((f * 5 + c * 3) % 20),
          renewed: false,
        },
      };
    }),
  );
}
