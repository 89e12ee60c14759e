import { useNavigate } from 'react-router';
import { useLogoutMutation } from '../api/session';
import { useAppDispatch } from '../store/hooks';
import { signedOut } from './authSlice';

/** Section 4: logout clears user, token and the stored token, then goes to /login. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  return async () => {
    // The token is revoked on the server when it can be; the session ends here either way.
    await logout()
      .unwrap()
      .catch(() => undefined);
    dispatch(signedOut());
    navigate('/login');
  };
}
