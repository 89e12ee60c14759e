import { Navigate, useLocation } from 'react-router';

/** Sends a signed-out visitor to /login, remembering where they were so login can bring them back. */
export function SignInRedirect() {
  const location = useLocation();
  return <Navigate to="/login" replace state={{ from: location }} />;
}
