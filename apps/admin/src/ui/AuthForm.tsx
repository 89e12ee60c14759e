import { useId, type FormEvent, type ReactNode } from 'react';

/**
 * A signed-out page's one card (signing in, the two-factor code, forgetting and resetting a password): the form,
 * named by its heading for screen readers, alone on the page.
 */
export function AuthForm({
  title,
  onSubmit,
  children,
}: {
  title: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <main className="auth">
      <form className="card auth-card" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <h1 id={titleId}>{title}</h1>
        {children}
      </form>
    </main>
  );
}
