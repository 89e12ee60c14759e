import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../shared/store/hooks';

// The dialog and its sign-in form load only when a sign-in has ended: no page pays for them before.
const SessionEndedForm = lazy(() =>
  import('./SessionEndedForm').then((module) => ({ default: module.SessionEndedForm })),
);

/** In the shared layout: asks the customer to sign in again when the server has refused the stored sign-in. */
export function SessionEndedDialog() {
  const ended = useAppSelector((state) => state.auth.ended);
  if (!ended) return null;
  return (
    <Suspense fallback={null}>
      <SessionEndedForm />
    </Suspense>
  );
}
