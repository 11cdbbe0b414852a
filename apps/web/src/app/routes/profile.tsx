import { CalendarAddress } from '../../features/calendar/components/calendar-address';
import { ProfilePage as Profile } from '../../features/profile/components/profile-page';

/** /profile, and /athlete/profile for athletes (who are kept inside the athlete area). */
export function ProfilePage() {
  return <Profile CalendarAddress={CalendarAddress} />;
}
