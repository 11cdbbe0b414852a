// The demo club's sign-in accounts, one per role; the README and the tests read them from here.
import type { Role } from '@swim/shared/enums';

/** Every demo account shares this password. */
export const DEMO_PASSWORD = 'Delfin2026!';

export type DemoAccountKey =
  | 'parent'
  | 'parent2'
  | 'instructor'
  | 'instructor2'
  | 'instructor3'
  | 'admin'
  | 'athlete'
  | 'athletePending';

export type DemoAccount = {
  key: DemoAccountKey;
  role: Role;
  email: string;
  password: string;
  name: string;
  phone: string;
  /** What the account shows off, in English for the README. */
  description: string;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'parent',
    role: 'parent',
    email: 'parent@delfin-swim.bg',
    password: DEMO_PASSWORD,
    name: 'Мария Петрова',
    phone: '+359 888 214 367',
    description: 'Parent with two children, enrollments, attendance, progress and payments',
  },
  {
    key: 'parent2',
    role: 'parent',
    email: 'parent2@delfin-swim.bg',
    password: DEMO_PASSWORD,
    name: 'Иван Георгиев',
    phone: '+359 899 317 640',
    description: 'Parent whose children nearly fill the weekend beginners class; one child in kindergarten',
  },
  {
    key: 'instructor',
    role: 'instructor',
    email: 'instructor@delfin-swim.bg',
    password: DEMO_PASSWORD,
    name: 'Георги Иванов',
    phone: '+359 887 120 455',
    description: 'Head coach; teaches both demo children',
  },
  {
    key: 'instructor2',
    role: 'instructor',
    email: 'petya@delfin-swim.bg',
    password: DEMO_PASSWORD,
    name: 'Петя Николова',
    phone: '+359 878 334 210',
    description: 'Coach of the beginners and kindergarten groups',
  },
  {
    key: 'instructor3',
    role: 'instructor',
    email: 'dimitar@delfin-swim.bg',
    password: DEMO_PASSWORD,
    name: 'Димитър Колев',
    phone: '+359 889 506 731',
    description: 'Coach of the Vazrazhdane pool groups',
  },
  {
    key: 'admin',
    role: 'admin',
    email: 'admin@delfin-swim.bg',
    password: DEMO_PASSWORD,
    name: 'Елена Димитрова',
    phone: '+359 888 900 112',
    description: 'Administrator',
  },
  {
    key: 'athlete',
    role: 'athlete',
    email: 'athlete@delfin-swim.bg',
    password: DEMO_PASSWORD,
    name: 'Николай Стоянов',
    phone: '+359 876 445 902',
    description: 'Approved athlete with goals and a public profile',
  },
  {
    key: 'athletePending',
    role: 'athlete',
    email: 'athlete.pending@delfin-swim.bg',
    password: DEMO_PASSWORD,
    name: 'Калина Тодорова',
    phone: '+359 898 661 204',
    description: 'Athlete awaiting approval',
  },
];
