/**
 * /auth — sign in, sign up (?mode=signup), forgot password, and the landing of the email
 * verification link (?verified=1 or ?error=...). A signed-in visitor is sent on to where they came
 * from, or /dashboard. In demo mode a notice offers the demo accounts.
 */
import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { DEFAULT_SETTINGS } from '../../../contracts/settings';
import { Alert } from '../../components/ui/alert';
import { Card } from '../../components/ui/card';
import { useSession } from '../../shared/session';
import { PageLoading } from '../../components/ui/page-loading';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { redirectTarget, verificationNotice, type AuthMode } from './auth-form-logic';
import { AuthForm } from './components/auth-form';
import { BenefitsList } from './components/benefits-list';
import { DemoNotice } from './components/demo-notice';
import { ForgotPasswordForm } from './components/forgot-password-form';
import { useAuthForm } from './use-auth-form';

export default function AuthPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const mode: AuthMode = searchParams.get('mode') === 'signup' ? 'signup' : 'signin';
  useDocumentMeta(
    mode === 'signup' ? 'Sign up — VINO' : 'Sign in — VINO',
    mode === 'signup'
      ? 'Create your VINO account to buy, trade and stake VINO, the token backed by investment-grade wine.'
      : 'Sign in to your VINO account to buy, trade and stake wine-backed tokens and follow your portfolio.',
  );
  const [isForgotView, setIsForgotView] = useState(false);
  const config = session.config;

  const form = useAuthForm({
    mode,
    setMode: (next) => {
      setIsForgotView(false);
      // Replace, not push: toggling modes should not fill the back button's history.
      setSearchParams(next === 'signup' ? { mode: 'signup' } : {}, { replace: true, state: location.state });
    },
    config,
  });

  const notice = verificationNotice(searchParams);
  const passwordMinLength = config?.passwordMinLength ?? DEFAULT_SETTINGS.security.passwordMinLength;

  if (session.isLoading) return <PageLoading label={session.isDemoMode ? 'Loading demo' : 'Loading'} />;
  // Already signed in (and not in the middle of our own success message): go on.
  if (session.isSignedIn && !form.isCompletingSignIn) return <Navigate to={redirectTarget(location.state)} replace />;

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-12">
      <Card padding="lg" className="self-start">
        {notice && !form.feedback ? (
          <Alert tone={notice.tone} className="mb-6">
            {notice.text}
          </Alert>
        ) : null}
        {isForgotView ? (
          <ForgotPasswordForm
            initialEmail={form.values.email}
            isDemoMode={session.isDemoMode}
            onBack={() => setIsForgotView(false)}
          />
        ) : (
          <AuthForm
            mode={mode}
            form={form}
            passwordMinLength={passwordMinLength}
            registrationEnabled={config?.registrationEnabled ?? true}
            onForgotPassword={() => {
              form.setFeedback(null);
              setIsForgotView(true);
            }}
          />
        )}
      </Card>
      <div className="flex flex-col gap-6">
        {config?.demoMode ? (
          <DemoNotice
            accounts={config.demoAccounts}
            isDisabled={form.isSubmitting}
            onQuickSignIn={(a) => void form.quickSignIn(a)}
          />
        ) : null}
        <BenefitsList />
      </div>
    </div>
  );
}
