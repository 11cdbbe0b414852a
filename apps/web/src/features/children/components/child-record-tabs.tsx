import type { Child, ChildActivity, Enrollment } from '@swim/shared/api/children';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { AchievementsTab } from './achievements-tab';
import { ActivityGate } from './activity-gate';
import { AttendanceTab } from './attendance-tab';
import { EnrollmentsTab } from './enrollments-tab';
import type { TransferAction } from './transfer-dialog';
import { OverviewTab } from './overview-tab';
import { PaymentsTab } from './payments-tab';
import { PerformanceTab } from './performance-tab';
import { ProgressTab } from './progress-tab';
import { isOneOf } from '../../../lib/one-of';

export const CHILD_TABS = [
  'overview',
  'attendance',
  'progress',
  'performance',
  'achievements',
  'payments',
  'enrollments',
] as const;
export type ChildTab = (typeof CHILD_TABS)[number];
export const isChildTab = (value: string | null): value is ChildTab => isOneOf(CHILD_TABS, value);

export type ChildRecordTabsProps = {
  child: Child;
  activity: UseQueryResult<ChildActivity>;
  /** Moves an active enrollment to another class (the parent's own route, or the admin console's). */
  transfer: TransferAction;
  /** More buttons for an enrollment, active or past (the parent's unenrol, the admin's activate/deactivate). */
  enrollmentActions?: (enrollment: Enrollment) => ReactNode;
  /** Shown beside the active enrollments (the parent's "Enrol"); none where nobody enrols from here. */
  enrolAction?: ReactNode;
  /** The open tab, when the caller keeps it (e.g. in the address); otherwise the tabs keep it themselves. */
  tab?: ChildTab;
  onTabChange?: (tab: ChildTab) => void;
  /** Shown on the overview under the details: the parent's consents for the child. */
  consents?: ReactNode;
};

/** The seven tabs of a child's record, the same for the parent's profile and the admin console. */
export function ChildRecordTabs(props: ChildRecordTabsProps) {
  const { child, activity, transfer, enrollmentActions, enrolAction } = props;
  const { t } = useTranslation();
  const [ownTab, setOwnTab] = useState<ChildTab>('overview');
  const tab = props.tab ?? ownTab;
  const selectTab = (value: string) => {
    if (!isChildTab(value)) return;
    setOwnTab(value);
    props.onTabChange?.(value);
  };
  return (
    <Tabs value={tab} onValueChange={selectTab}>
      <TabsList
        aria-label={t('child.tabs.label')}
        // On a phone all seven tabs wrap into view: a strip that scrolls sideways hid four of them unannounced.
        className="max-sm:w-full"
      >
        {CHILD_TABS.map((value) => (
          <TabsTrigger key={value} value={value}>
            {t(`child.tabs.${value}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab child={child} activity={activity} consents={props.consents} />
      </TabsContent>
      <TabsContent value="attendance">
        <ActivityGate activity={activity}>{(data) => <AttendanceTab attendance={data.attendance} />}</ActivityGate>
      </TabsContent>
      <TabsContent value="progress">
        <ActivityGate activity={activity}>{(data) => <ProgressTab progress={data.progress} />}</ActivityGate>
      </TabsContent>
      <TabsContent value="performance">
        <ActivityGate activity={activity}>{(data) => <PerformanceTab performance={data.performance} />}</ActivityGate>
      </TabsContent>
      <TabsContent value="achievements">
        <ActivityGate activity={activity}>
          {(data) => <AchievementsTab achievements={data.achievements} />}
        </ActivityGate>
      </TabsContent>
      <TabsContent value="payments">
        <ActivityGate activity={activity}>{(data) => <PaymentsTab payments={data.payments} />}</ActivityGate>
      </TabsContent>
      <TabsContent value="enrollments">
        <EnrollmentsTab
          child={child}
          transfer={transfer}
          enrollmentActions={enrollmentActions}
          enrolAction={enrolAction}
        />
      </TabsContent>
    </Tabs>
  );
}
