import { Medal, UserRoundCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { AthleteProfilesPanel } from './athlete-profiles-panel';
import { InstructorList } from './instructor-list';

const VIEWS = ['instructors', 'athletes'] as const;
type View = (typeof VIEWS)[number];

/** Instructors (their classes and coach profiles) and the featured athletes shown on /coaches. */
export function InstructorsTab() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('view');
  const view: View = requested === 'athletes' ? 'athletes' : 'instructors';
  const select = (value: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams({ tab: params.get('tab') ?? 'instructors' });
        if (value === 'athletes') next.set('view', 'athletes');
        return next;
      },
      { replace: true },
    );
  return (
    <Tabs value={view} onValueChange={select}>
      <TabsList aria-label={t('peopleAdmin.views.label')}>
        <TabsTrigger value="instructors">
          <UserRoundCog aria-hidden="true" />
          {t('peopleAdmin.views.instructors')}
        </TabsTrigger>
        <TabsTrigger value="athletes">
          <Medal aria-hidden="true" />
          {t('peopleAdmin.views.athletes')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="instructors" className="mt-6">
        <InstructorList />
      </TabsContent>
      <TabsContent value="athletes" className="mt-6">
        <AthleteProfilesPanel />
      </TabsContent>
    </Tabs>
  );
}
