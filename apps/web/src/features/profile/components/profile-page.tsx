import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { PageHeader } from '../../../components/page-header';
import { Container } from '../../../components/ui/container';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useProfile } from '../api/get-profile';
import { DetailsForm } from './details-form';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { ProfileSection } from './profile-section';

/** Where an address-change link lands: accepted, or expired/used (the library appends `error`). */
function EmailLinkNotice() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (!params.has('email-change')) return null;
  const failed = params.has('error');
  return (
    <p
      role={failed ? 'alert' : 'status'}
      className={failed ? 'rounded-xl bg-red-50 px-4 py-3 text-red-800' : 'rounded-xl bg-lagoon-50 px-4 py-3 text-ink'}
    >
      {t(failed ? 'profile.email.linkFailed' : 'profile.email.linkAccepted')}
    </p>
  );
}

/** Sections other features provide; the route mounts them, as features do not import each other. */
type ProfilePageProps = {
  /** What the club sends by mail and push (features/notices); /profile#notices leads to it. */
  NoticePreferences?: ComponentType;
  /** This device's notifications and the account's devices (features/push). */
  PushDevice?: ComponentType;
  /** The secret calendar address (features/calendar). */
  CalendarAddress?: ComponentType;
};

/** The signed-in user's own account: details and language, email, password. */
export function ProfilePage({ NoticePreferences, PushDevice, CalendarAddress }: ProfilePageProps) {
  const { t } = useTranslation();
  const profile = useProfile();
  useDocumentTitle(t('pages.profile.title'));
  return (
    <>
      <PageHeader title={t('pages.profile.title')} lead={t('pages.profile.lead')} />
      <Container className="py-10 sm:py-12">
        {profile.isPending ? (
          <LoadingRegion className="grid gap-6 lg:grid-cols-2">
            <Skeleton className="h-96 rounded-2xl" />
            <Skeleton className="h-96 rounded-2xl" />
          </LoadingRegion>
        ) : profile.isError ? (
          <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
        ) : (
          <div className="flex flex-col gap-6">
            <EmailLinkNotice />
            <div className="grid items-start gap-6 lg:grid-cols-2">
              <ProfileSection id="profile-details" title={t('profile.details.title')} lead={t('profile.details.lead')}>
                <DetailsForm profile={profile.data} />
              </ProfileSection>
              <div className="flex flex-col gap-6">
                <ProfileSection id="profile-email" title={t('profile.email.title')} lead={t('profile.email.lead')}>
                  <EmailForm currentEmail={profile.data.email} />
                </ProfileSection>
                <ProfileSection
                  id="profile-password"
                  title={t('profile.password.title')}
                  lead={t(profile.data.hasPassword ? 'profile.password.lead' : 'profile.password.noPassword')}
                >
                  {profile.data.hasPassword ? <PasswordForm /> : null}
                </ProfileSection>
              </div>
            </div>
            <div className="grid items-start gap-6 lg:grid-cols-2">
              {/* notices: the preferences section (issue 27) */}
              {NoticePreferences ? (
                <ProfileSection
                  id="notices"
                  title={t('notices.preferences.title')}
                  lead={t('notices.preferences.lead')}
                >
                  <NoticePreferences />
                </ProfileSection>
              ) : null}
              <div className="flex flex-col gap-6">
                {/* notices: this device's push section */}
                {PushDevice ? (
                  <ProfileSection id="push" title={t('push.title')} lead={t('push.lead')}>
                    <PushDevice />
                  </ProfileSection>
                ) : null}
                {/* calendar: the calendar address section */}
                {CalendarAddress ? (
                  <ProfileSection id="calendar" title={t('calendar.title')} lead={t('calendar.lead')}>
                    <CalendarAddress />
                  </ProfileSection>
                ) : null}
              </div>
            </div>
          </div>
        )}
      </Container>
    </>
  );
}
