import { NOTIFICATION_MESSAGES } from '@farm/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../../shared/store/hooks';
import { useText } from '../../shared/i18n/useText';
import { PageMeta } from '../../shared/ui/PageMeta';
import { AuthLayout } from './AuthLayout';
import styles from './AuthLayout.module.css';
import { LoginForm } from './LoginForm';
import { carriedState, returnPath } from './returnPath';

/** /login: signs the customer in and returns to the page they came from, or to /myaccount. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useLingui();
  const text = useText();
  const current = useAppSelector((state) => (state.auth.token ? state.auth.user : null));
  const name = current?.name;
  return (
    <AuthLayout
      title={t`Login`}
      intro={<Trans>Welcome back. Sign in to check out and follow your orders.</Trans>}
      footer={
        <Trans>
          New to our shop?{' '}
          <Link to="/register" state={carriedState(location.state)}>
            Create an account
          </Link>
        </Trans>
      }
    >
      <PageMeta title={t`Login`} />
      {current ? (
        <div className={styles.notice}>
          <p>
            <Trans>
              You are signed in as {name}. <Link to="/myaccount">Go to your account</Link>
            </Trans>
          </p>
        </div>
      ) : null}
      <LoginForm onSignedIn={() => navigate(returnPath(location.state), { replace: true })} />
      <p className={styles.forgot}>
        <Link to="/forgot-password">{text(NOTIFICATION_MESSAGES.forgotLink)}</Link>
      </p>
    </AuthLayout>
  );
}
