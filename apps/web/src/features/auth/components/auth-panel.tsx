import { TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ForgotPasswordForm } from './forgot-password-form';
import { GoogleSignInButton } from './google-sign-in-button';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type View = 'sign-in' | 'sign-up' | 'forgot' | 'reset';
const EXPIRED_LINK_CODES = ['INVALID_TOKEN', 'TOKEN_EXPIRED'];

function initialView(params: URLSearchParams): View {
  if (params.get('token')) return 'reset';
  if (EXPIRED_LINK_CODES.includes((params.get('error') ?? '').toUpperCase())) return 'forgot';
  return params.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in';
}

/** What a page that sends the visitor to sign up knows already (a trial mail's link): filled in, and said above. */
export type SignUpStart = {
  defaults?: { name: string; email: string };
  callbackURL: string;
  note?: ReactNode;
};

/** Sign in | Sign up tabs with Google, and the forgot/reset password steps that replace them when needed. */
export function AuthPanel({ googleEnabled, signUp }: { googleEnabled: boolean; signUp?: SignUpStart }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [view, setView] = useState<View>(() => initialView(searchParams));
  const [linkExpired, setLinkExpired] = useState(() => initialView(searchParams) === 'forgot');
  const [email, setEmail] = useState('');

  useEffect(() => {
    if (token) setView('reset');
  }, [token]);

  // When the user switches between steps, focus follows to the new step's heading (the old control is gone).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstView = useRef(view);
  useEffect(() => {
    if (view !== firstView.current) headingRef.current?.focus();
  }, [view]);

  const dropParams = (...names: string[]) =>
    setSearchParams(
      (params) => {
        for (const name of names) params.delete(name);
        return params;
      },
      { replace: true },
    );
  const showSignIn = () => {
    setLinkExpired(false);
    setView('sign-in');
    dropParams('token', 'error');
  };

  if (view === 'reset' && token) {
    return (
      <section aria-labelledby="auth-reset-title" className="flex flex-col gap-5">
        <h2
          id="auth-reset-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-ocean-950 outline-none"
        >
          {t('auth.reset.title')}
        </h2>
        <ResetPasswordForm
          token={token}
          onDone={showSignIn}
          onExpired={() => {
            setLinkExpired(true);
            setView('forgot');
            dropParams('token');
          }}
        />
        <Button variant="ghost" onClick={showSignIn}>
          {t('auth.forgot.back')}
        </Button>
      </section>
    );
  }

  if (view === 'forgot') {
    return (
      <section aria-labelledby="auth-forgot-title" className="flex flex-col gap-5">
        <h2
          id="auth-forgot-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-ocean-950 outline-none"
        >
          {t('auth.forgot.title')}
        </h2>
        {linkExpired ? (
          <p
            role="alert"
            className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {t('auth.errors.invalidToken')}
          </p>
        ) : null}
        <ForgotPasswordForm defaultEmail={email} onBack={showSignIn} />
      </section>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <Tabs value={view} onValueChange={(value) => setView(value === 'sign-up' ? 'sign-up' : 'sign-in')}>
        <TabsList aria-label={t('auth.tabs.label')} className="w-full">
          <TabsTrigger value="sign-in" className="flex-1 justify-center">
            {t('auth.tabs.signIn')}
          </TabsTrigger>
          <TabsTrigger value="sign-up" className="flex-1 justify-center">
            {t('auth.tabs.signUp')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="sign-in" className="mt-6">
          <SignInForm
            onForgotPassword={(typed) => {
              setEmail(typed);
              setView('forgot');
            }}
          />
        </TabsContent>
        <TabsContent value="sign-up" className="mt-6 flex flex-col gap-5">
          {signUp?.note}
          <SignUpForm defaults={signUp?.defaults} callbackURL={signUp?.callbackURL} />
        </TabsContent>
      </Tabs>
      <div className="flex items-center gap-3 text-sm text-ink-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-sand-200" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-sand-200" />
      </div>
      <GoogleSignInButton enabled={googleEnabled} />
    </div>
  );
}
