import { Hourglass, LoaderCircle, LogIn, RefreshCw, UserPlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadingRegion } from '../../../components/loading-region';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { getRoleHome } from '../../../lib/session/role-home';
import { useSession } from '../../../lib/session/use-session';

const cardClass =
  'mx-auto flex max-w-xl flex-col items-center gap-4 rounded-(--radius-card) border border-sand-200 bg-white px-6 py-10 text-center shadow-card';

/** The waiting room of an athlete whose registration an admin has not approved yet; others get directions. */
export function AthletePendingPanel({ signOutAction }: { signOutAction: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [checking, setChecking] = useState(false);
  const [stillPending, setStillPending] = useState(false);

  async function checkAgain() {
    setChecking(true);
    setStillPending(false);
    const user = await session.reload().catch(() => null);
    setChecking(false);
    if (user?.role === 'athlete' && user.athleteApproved) {
      await navigate('/athlete/dashboard', { replace: true });
      return;
    }
    setStillPending(true);
  }

  if (session.status === 'loading') {
    return (
      <LoadingRegion className={cardClass}>
        <Skeleton className="size-16 rounded-full" />
        <Skeleton className="h-6 w-64" />
        <Skeleton className="h-4 w-full" />
      </LoadingRegion>
    );
  }

  const { user } = session;
  if (!user) {
    return (
      <div className={cardClass}>
        <p className="text-lg text-ink">{t('athlete.pending.signedOut')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={`/auth?redirect=${encodeURIComponent('/athlete/pending')}`}>
              <LogIn aria-hidden="true" />
              {t('nav.signIn')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/athlete/register">
              <UserPlus aria-hidden="true" />
              {t('athlete.pending.register')}
            </Link>
          </Button>
        </div>
      </div>
    );
  }

  if (user.role !== 'athlete') {
    return (
      <div className={cardClass}>
        <p className="text-lg text-ink">{t('athlete.pending.otherRole', { role: t(`session.roles.${user.role}`) })}</p>
        <Button asChild>
          <Link to={getRoleHome(user.role)}>{t(`session.menu.dashboard.${user.role}`)}</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className={cardClass}>
      <span className="grid size-16 place-items-center rounded-full bg-amber-50 text-amber-700">
        <Hourglass aria-hidden="true" className="size-8" />
      </span>
      <h2 className="text-2xl font-bold text-ocean-950">{t('athlete.pending.heading', { name: user.name })}</h2>
      <p className="text-ink">{t('athlete.pending.message')}</p>
      <p className="text-sm text-ink-muted">{t('athlete.pending.signedInAs', { email: user.email })}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button onClick={() => void checkAgain()} disabled={checking}>
          {checking ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <RefreshCw aria-hidden="true" />}
          {t('athlete.pending.checkAgain')}
        </Button>
        {signOutAction}
      </div>
      <p role="status" className="min-h-6 text-sm font-medium text-ink-muted">
        {stillPending ? t('athlete.pending.stillPending') : ''}
      </p>
    </div>
  );
}
