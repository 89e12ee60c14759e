import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { CodeStep, SignInPage } from './auth/SignInPage';
import { TwoFactorSetup } from './auth/TwoFactorSetup';
import { AccountPage } from './auth/AccountPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { OrderPage } from './orders/OrderPage';
import { OrdersPage } from './orders/OrdersPage';
import { useSession } from './session';
import { Shell } from './Shell';

const router = createBrowserRouter(
  [
    {
      element: <Shell />,
      children: [
        { path: '/', element: <DashboardPage /> },
        { path: '/orders', element: <OrdersPage /> },
        { path: '/orders/:id', element: <OrderPage /> },
        { path: '/account', element: <AccountPage /> },
        // The sign-in's own address: signed in, it is the console's first page.
        { path: '/login', element: <Navigate to="/" replace /> },
        { path: '*', element: <p className="card">There is no such page in the console.</p> },
      ],
    },
  ],
  { basename: '/admin' },
);

/** Signed in fully: the console; else the step of signing in the session is at. */
export function App() {
  const { state } = useSession();
  if (state.status === 'loading') return <p className="loading">Loading…</p>;
  if (state.status === 'signed-out') {
    // Every console address asks for a sign-in; /admin/login is the one to bookmark.
    if (window.location.pathname === '/admin/' || window.location.pathname === '/admin') {
      window.history.replaceState(null, '', '/admin/login');
    }
    return <SignInPage notice={state.notice} />;
  }
  if (state.session.stage === 'code') return <CodeStep />;
  if (state.session.stage === 'setup') {
    return (
      <main className="auth">
        <TwoFactorSetup required />
      </main>
    );
  }
  return <RouterProvider router={router} />;
}
