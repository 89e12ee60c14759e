import { ACCOUNT_MESSAGES } from '@farm/contract/messages';
import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { Modal } from '../../shared/ui/Modal';
import { signedOut } from '../../shared/session/authSlice';
import { useText } from '../../shared/i18n/useText';
import { LoginForm } from './LoginForm';

/**
 * The spec's 'The User Is Unauthenticated', shown when the server has refused the stored sign-in (it expired, or was
 * signed out elsewhere), with a way to sign in again right here, so the page and what was typed on it stay.
 */
export function SessionEndedForm() {
  const email = useAppSelector((state) => state.auth.user?.email ?? '');
  const location = useLocation();
  const dispatch = useAppDispatch();
  const text = useText();
  return (
    <Modal
      open
      // Closing it gives up the page's signed-in state: the customer is signed out for good.
      onClose={() => dispatch(signedOut())}
      title={text(ACCOUNT_MESSAGES.unauthenticated)}
      description={<p>{text(ACCOUNT_MESSAGES.sessionEnded)}</p>}
    >
      <LoginForm email={email} onSignedIn={() => undefined} />
      <p>
        <Trans>
          Or{' '}
          <Link to="/login" state={{ from: location }} onClick={() => dispatch(signedOut())}>
            go to the login page
          </Link>
          .
        </Trans>
      </p>
    </Modal>
  );
}
