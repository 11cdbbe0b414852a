import { Medal, type LucideIcon, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAthleteApplications } from '../api/get-athlete-applications';
import { AthleteApprovalsTab } from './athlete-approvals-tab';
import { UsersTab } from './users-tab';

type AdminTab = {
  value: string;
  label: 'admin.tabs.users' | 'admin.tabs.athletes';
  icon: LucideIcon;
  Panel: ComponentType;
};

/** The console's sections, in order; each new admin area adds one entry here. */
const ADMIN_TABS: AdminTab[] = [
  { value: 'users', label: 'admin.tabs.users', icon: Users, Panel: UsersTab },
  { value: 'athletes', label: 'admin.tabs.athletes', icon: Medal, Panel: AthleteApprovalsTab },
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

/** The admin console: one tab per area; the open tab is kept in the address (?tab=). */
export function AdminConsole() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const current = ADMIN_TABS.some((tab) => tab.value === requested) ? (requested ?? DEFAULT_TAB) : DEFAULT_TAB;

  return (
    <Tabs value={current} onValueChange={(value) => setSearchParams(value === DEFAULT_TAB ? {} : { tab: value })}>
      <TabsList aria-label={t('admin.tabs.label')}>
        {ADMIN_TABS.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value}>
            <Icon aria-hidden="true" />
            {t(label)}
            {value === 'athletes' ? <PendingCount /> : null}
          </TabsTrigger>
        ))}
      </TabsList>
      {ADMIN_TABS.map(({ value, Panel }) => (
        <TabsContent key={value} value={value}>
          <Panel />
        </TabsContent>
      ))}
    </Tabs>
  );
}
