import { CalendarAddress } from '../../features/calendar/components/calendar-address';
import { NoticePreferences } from '../../features/notices/components/notice-preferences';
import { ProfilePage as Profile } from '../../features/profile/components/profile-page';
import { PushDeviceSection } from '../../features/push/components/push-device-section';

/** /profile, and /athlete/profile for athletes (who are kept inside the athlete area). */
export function ProfilePage() {
  return (
    <Profile NoticePreferences={NoticePreferences} PushDevice={PushDeviceSection} CalendarAddress={CalendarAddress} />
  );
}
