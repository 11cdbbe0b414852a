import {
  Baby,
  ChartColumn,
  CalendarDays,
  CalendarOff,
  ClipboardList,
  Newspaper,
  Inbox,
  ListOrdered,
  MapPin,
  Medal,
  type LucideIcon,
  ScrollText,
  Settings,
  ShoppingBag,
  Sparkles,
  UserRoundCog,
  Users,
  Wallet,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAthleteApplications } from '../api/get-athlete-applications';
import { AnalyticsTab } from './analytics-tab';
import { AthleteApprovalsTab } from './athlete-approvals-tab';
import { ClassesTab } from './classes-tab';
import { EnrollmentsTab } from './enrollments-tab';
import { InstructorsTab } from './instructors-tab';
import { LocationsTab } from './locations-tab';
import { UsersTab } from './users-tab';
import { WaitlistsTab } from './waitlists-tab';
import { fadeMask, useTabStrip } from './use-tab-strip';

/**
 * Areas another feature builds: features do not import each other, so the admin route hands their panels in.
 */
export type AdminSlots = {
  billing: ComponentType;
  products: ComponentType;
  children: ComponentType;
  content: ComponentType;
  /** The club's settings, inbox and audit log, with the inbox's unread badge (features/club-admin). */
  settings: ComponentType;
  inbox: ComponentType;
  inboxBadge: ComponentType;
  audit: ComponentType;
  /** Closures of the club or a location (features/closures). */
  closures: ComponentType;
  /** Trial lessons and their conversion (features/trials). */
  trials: ComponentType;
  /** Pending erasure requests, above the users list (features/erasure). */
  erasureRequests?: ComponentType;
};

type AdminTab = {
  value: string;
  label:
    | 'admin.tabs.users'
    | 'admin.tabs.analytics'
    | 'admin.tabs.athletes'
    | 'admin.tabs.classes'
    | 'admin.tabs.locations'
    | 'admin.tabs.enrollments'
    | 'admin.tabs.billing'
    | 'admin.tabs.products'
    | 'admin.tabs.instructors'
    | 'admin.tabs.children'
    | 'contentAdmin.tab'
    | 'clubAdmin.tabs.settings'
    | 'clubAdmin.tabs.inbox'
    | 'clubAdmin.tabs.audit'
    | 'closures.admin.tab'
    | 'waitlist.admin.tab'
    | 'trials.admin.tab';
  icon: LucideIcon;
  /** The panel itself, or the name of the slot the route fills. */
  Panel: ComponentType | Exclude<keyof AdminSlots, 'erasureRequests'>;
  /** A count shown on the tab, likewise. */
  Badge?: ComponentType | Exclude<keyof AdminSlots, 'erasureRequests'>;
};

/** The console's sections, in order; each new admin area adds one entry here. */
const ADMIN_TABS: AdminTab[] = [
  { value: 'users', label: 'admin.tabs.users', icon: Users, Panel: UsersTab },
  { value: 'analytics', label: 'admin.tabs.analytics', icon: ChartColumn, Panel: AnalyticsTab },
  { value: 'athletes', label: 'admin.tabs.athletes', icon: Medal, Panel: AthleteApprovalsTab },
  { value: 'classes', label: 'admin.tabs.classes', icon: CalendarDays, Panel: ClassesTab },
  { value: 'waitlists', label: 'waitlist.admin.tab', icon: ListOrdered, Panel: WaitlistsTab },
  { value: 'trials', label: 'trials.admin.tab', icon: Sparkles, Panel: 'trials' },
  { value: 'instructors', label: 'admin.tabs.instructors', icon: UserRoundCog, Panel: InstructorsTab },
  { value: 'locations', label: 'admin.tabs.locations', icon: MapPin, Panel: LocationsTab },
  { value: 'closures', label: 'closures.admin.tab', icon: CalendarOff, Panel: 'closures' },
  { value: 'children', label: 'admin.tabs.children', icon: Baby, Panel: 'children' },
  { value: 'enrollments', label: 'admin.tabs.enrollments', icon: ClipboardList, Panel: EnrollmentsTab },
  { value: 'billing', label: 'admin.tabs.billing', icon: Wallet, Panel: 'billing' },
  { value: 'products', label: 'admin.tabs.products', icon: ShoppingBag, Panel: 'products' },
  { value: 'content', label: 'contentAdmin.tab', icon: Newspaper, Panel: 'content' },
  { value: 'inbox', label: 'clubAdmin.tabs.inbox', icon: Inbox, Panel: 'inbox', Badge: 'inboxBadge' },
  { value: 'settings', label: 'clubAdmin.tabs.settings', icon: Settings, Panel: 'settings' },
  { value: 'audit', label: 'clubAdmin.tabs.audit', icon: ScrollText, Panel: 'audit' },
];
const DEFAULT_TAB = 'users';

function PendingCount() {
  const { t } = useTranslation();
  const pending = useAthleteApplications('pending');
  const count = pending.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <span className="grid min-w-5 place-items-center rounded-full bg-amber-500 px-1.5 text-xs font-bold text-ocean-950">
      {count}
      <span className="sr-only"> {t('admin.athletes.pendingCount', { count })}</span>
    </span>
  );
}

/** The admin console: one tab per area; the open tab is kept in the address (?tab=), and kept in view on a phone. */
export function AdminConsole({ slots }: { slots: AdminSlots }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const current = ADMIN_TABS.some((tab) => tab.value === requested) ? (requested ?? DEFAULT_TAB) : DEFAULT_TAB;
  const strip = useTabStrip<HTMLDivElement>(current);

  return (
    <Tabs value={current} onValueChange={(value) => setSearchParams(value === DEFAULT_TAB ? {} : { tab: value })}>
      <TabsList
        ref={strip.ref}
        aria-label={t('admin.tabs.label')}
        // A phone gets one row that scrolls sideways (the open area kept in view, the hidden side faded); a wider
        // screen shows every area at once, wrapping as before.
        className="relative max-sm:flex max-sm:w-full max-sm:flex-nowrap max-sm:overflow-x-auto max-sm:overscroll-x-contain max-sm:[scrollbar-width:thin]"
        style={{ maskImage: fadeMask(strip.edges), WebkitMaskImage: fadeMask(strip.edges) }}
      >
        {ADMIN_TABS.map(({ value, label, icon: Icon, Badge }) => {
          const TabBadge = typeof Badge === 'string' ? slots[Badge] : Badge;
          return (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden="true" />
              {t(label)}
              {value === 'athletes' ? <PendingCount /> : null}
              {TabBadge ? <TabBadge /> : null}
            </TabsTrigger>
          );
        })}
      </TabsList>
      {ADMIN_TABS.map(({ value, Panel }) => {
        const Content = typeof Panel === 'string' ? slots[Panel] : Panel;
        return (
          <TabsContent key={value} value={value}>
            {value === 'users' && slots.erasureRequests ? <slots.erasureRequests /> : null}
            <Content />
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
