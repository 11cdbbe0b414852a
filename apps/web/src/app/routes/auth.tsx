import { CalendarCheck, CreditCard, Medal, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { LoadingRegion } from '../../components/loading-region';
import { PageHeader } from '../../components/page-header';
import { Container } from '../../components/ui/container';
import { Skeleton } from '../../components/ui/skeleton';
import { AuthPanel, type SignUpStart } from '../../features/auth/components/auth-panel';
import { useRedirectTarget } from '../../features/auth/hooks/use-redirect-target';
import { useTrialLink } from '../../features/trials/api/get-trial-link';
import { TrialSignUpNote } from '../../features/trials/components/trial-sign-up-note';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../lib/session/use-session';

const BENEFITS = [
  { icon: Users, key: 'children' },
  { icon: CalendarCheck, key: 'classes' },
  { icon: CreditCard, key: 'payments' },
] as const;

function PanelSkeleton() {
  return (
    <LoadingRegion className="flex flex-col gap-5">
      <Skeleton className="h-12 rounded-3xl" />
      <Skeleton className="h-11 rounded-xl" />
      <Skeleton className="h-11 rounded-xl" />
      <Skeleton className="h-12 rounded-full" />
    </LoadingRegion>
  );
}

export function AuthPage() {
  const { t } = useTranslation();
  const session = useSession();
  const redirectTo = useRedirectTarget();
  const [searchParams] = useSearchParams();
  useDocumentTitle(t('auth.page.title'));
  // A trial mail's "create your account" link: the sign-up form is filled in with the booking's name and email.
  const trialToken = searchParams.get('trial');
  const trial = useTrialLink(trialToken);
  const signUp: SignUpStart | undefined = trialToken
    ? {
        defaults: trial.data ? { name: trial.data.parentName, email: trial.data.email } : undefined,
        callbackURL: redirectTo,
        note: <TrialSignUpNote link={trial.data ?? null} />,
      }
    : undefined;
  const loading = session.status === 'loading' || (Boolean(trialToken) && trial.isPending);

  // Signed in (also right after signing in here): on to where the user was going. A reset link still opens.
  if (session.status === 'signed-in' && !searchParams.get('token')) return <Navigate to={redirectTo} replace />;

  return (
    <>
      <PageHeader title={t('auth.page.title')} lead={t('auth.page.lead')} />
      <Container className="grid gap-8 py-10 sm:py-12 lg:grid-cols-[minmax(0,28rem)_1fr] lg:items-start lg:gap-12">
        <div className="rounded-(--radius-card) border border-sand-200 bg-white p-5 shadow-card sm:p-8">
          {loading ? <PanelSkeleton /> : <AuthPanel googleEnabled={session.googleEnabled} signUp={signUp} />}
        </div>
        <aside aria-labelledby="auth-benefits-title" className="flex flex-col gap-6 lg:pt-4">
          <h2 id="auth-benefits-title" className="text-2xl font-bold text-ocean-950">
            {t('auth.page.benefitsTitle')}
          </h2>
          <ul className="flex flex-col gap-5">
            {BENEFITS.map(({ icon: Icon, key }) => (
              <li key={key} className="flex gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-full bg-ocean-50 text-ocean-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <p className="font-semibold text-ink">{t(`auth.page.benefits.${key}.title`)}</p>
                  <p className="text-ink-muted">{t(`auth.page.benefits.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="flex gap-4 rounded-(--radius-card) border border-lagoon-200 bg-lagoon-50 p-5">
            <Medal aria-hidden="true" className="size-6 shrink-0 text-lagoon-700" />
            <div>
              <p className="font-semibold text-ink">{t('auth.page.athleteTitle')}</p>
              <p className="text-ink-muted">{t('auth.page.athleteText')}</p>
              <Link
                to="/athlete/register"
                className="mt-2 inline-block font-semibold text-ocean-700 underline underline-offset-4 hover:text-ocean-900"
              >
                {t('auth.page.athleteLink')}
              </Link>
            </div>
          </div>
        </aside>
      </Container>
    </>
  );
}
