import type { User } from '@farm/contract';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useAppDispatch } from '../../shared/store/hooks';
import { authFailed, signedIn } from '../../shared/session/authSlice';
import { showServerErrors } from '../../shared/lib/serverErrors';

/**
 * The shared end of login and registration: store the session and move on, or show what the server said on the
 * form's fields (and what is left above the form).
 */
export function useSignIn<T extends FieldValues>(fields: readonly Path<T>[], setError: UseFormSetError<T>) {
  const dispatch = useAppDispatch();
  const [formError, setFormError] = useState<string | null>(null);
  const signIn = async (call: () => Promise<{ token: string; user: User }>, then: () => void) => {
    setFormError(null);
    try {
      const result = await call();
      dispatch(signedIn({ token: result.token, user: result.user }));
      then();
    } catch (error) {
      const message = showServerErrors(error, fields, setError);
      dispatch(authFailed(message ?? 'Please check the form.'));
      setFormError(message);
    }
  };
  return { formError, signIn };
}
