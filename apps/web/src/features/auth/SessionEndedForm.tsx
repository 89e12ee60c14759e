import { ACCOUNT_MESSAGES } from '@farm/contract/messages';
import { Link, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { Modal } from '../../shared/ui/Modal';
import { signedOut } from '../../shared/session/authSlice';
import { LoginForm } from './LoginForm';

/**
 * The spec's 'The User Is Unauthenticated', shown when the server has refused the stored sign-in (it expired, or was
 * signed out elsewhere), with a way to sign in again right here, so the page and what was typed on it stay.
 */
export function SessionEndedForm() {
  const email = useAppSelector((state) => state.auth.user?.email ?? '');
  const location = useLocation();
  const dispatch = useAppDispatch();
  return (
    <Modal
      open
      // Closing it gives up the page's signed-in state: the customer is signed out for good.
      onClose={() => dispatch(signedOut())}
      title={ACCOUNT_MESSAGES.unauthenticated}
      description={<p>{ACCOUNT_MESSAGES.sessionEnded}</p>}
    >
      <LoginForm email={email} onSignedIn={() => undefined} />
      <p>
        Or{' '}
        <Link to="/login" state={{ from: location }} onClick={() => dispatch(signedOut())}>
          go to the login page
        </Link>
        .
      </p>
    </Modal>
  );
}
