import { CalendarAddress } from '../../features/calendar/components/calendar-address';
import { AccountErasureSection } from '../../features/erasure/components/account-erasure-section';
import { FamilyExportSection } from '../../features/family-export/components/family-export-section';
import { NoticePreferences } from '../../features/notices/components/notice-preferences';
import { ProfilePage as Profile } from '../../features/profile/components/profile-page';
import { PushDeviceSection } from '../../features/push/components/push-device-section';

/** /profile, and /athlete/profile for athletes (who are kept inside the athlete area). */
export function ProfilePage() {
  return (
    <>
      <Profile NoticePreferences={NoticePreferences} PushDevice={PushDeviceSection} CalendarAddress={CalendarAddress} />
      <FamilyExportSection />
      <AccountErasureSection />
    </>
  );
}
