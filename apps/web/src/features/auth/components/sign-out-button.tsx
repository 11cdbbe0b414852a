import { LoaderCircle, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { useSignOut } from '../hooks/use-sign-out';

export function SignOutButton({ variant = 'outline' }: { variant?: ButtonVariant }) {
  const { t } = useTranslation();
  const { signOut, pending } = useSignOut();
  return (
    <Button variant={variant} onClick={() => void signOut()} disabled={pending}>
      {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <LogOut aria-hidden="true" />}
      {t('auth.signOut.action')}
    </Button>
  );
}
