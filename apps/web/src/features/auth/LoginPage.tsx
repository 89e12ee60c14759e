import { NOTIFICATION_MESSAGES } from '@farm/contract';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../../shared/store/hooks';
import { PageMeta } from '../../shared/ui/PageMeta';
import { AuthLayout } from './AuthLayout';
import styles from './AuthLayout.module.css';
import { LoginForm } from './LoginForm';

/** Where the visitor was sent from (state.from), as a path to go back to; /myaccount otherwise. */
function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  if (typeof from?.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname === '/login') {
    return '/myaccount';
  }
  return from.pathname + (typeof from.search === 'string' ? from.search : '');
}

/** /login: signs the customer in and returns to the page they came from, or to /myaccount. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const current = useAppSelector((state) => (state.auth.token ? state.auth.user : null));
  return (
    <AuthLayout
      title="Login"
      intro="Welcome back. Sign in to check out and follow your orders."
      footer={
        <>
          New to our shop? <Link to="/register">Create an account</Link>
        </>
      }
    >
      <PageMeta title="Login" />
      {current ? (
        <div className={styles.notice}>
          <p>
            You are signed in as {current.name}. <Link to="/myaccount">Go to your account</Link>
          </p>
        </div>
      ) : null}
      <LoginForm onSignedIn={() => navigate(returnPath(location.state), { replace: true })} />
      <p className={styles.forgot}>
        <Link to="/forgot-password">{NOTIFICATION_MESSAGES.forgotLink}</Link>
      </p>
    </AuthLayout>
  );
}
