import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session/use-session';

/** To the family's dashboard (through the sign-in when needed), named for what the visitor will meet. */
export function DashboardLink({ variant = 'outline' }: { variant?: 'primary' | 'outline' }) {
  const { t } = useTranslation();
  const { status } = useSession();
  return (
    <Button asChild variant={variant} className="self-start">
      <Link to="/dashboard">
        <LayoutDashboard aria-hidden="true" />
        {t(status === 'signed-in' ? 'waitlist.link.toDashboard' : 'waitlist.link.signInToDashboard')}
      </Link>
    </Button>
  );
}
