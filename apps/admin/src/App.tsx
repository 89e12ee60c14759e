import { useEffect, useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { CodeStep, SignInPage } from './auth/SignInPage';
import { TwoFactorSetup } from './auth/TwoFactorSetup';
import { AccountPage } from './auth/AccountPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { OrderPage } from './orders/OrderPage';
import { OrdersPage } from './orders/OrdersPage';
import { useSession } from './session';
import { InvitePage } from './auth/InvitePage';
import { Shell } from './Shell';
import { StaffForgotPage, StaffResetPage } from './messages/PasswordResetPages';

/*
 * Each section's screens load when first opened (their own chunk): the order desk and the dashboard, what the packing
 * shed opens all day, come with the first load.
 */
const makeRouter = () =>
  createBrowserRouter(
    [
      {
        element: <Shell />,
        // Shown while a first-opened screen's chunk loads on a fresh page load.
        hydrateFallbackElement: <p className="loading">Loading…</p>,
        children: [
          { path: '/', element: <DashboardPage /> },
          { path: '/orders', element: <OrdersPage /> },
          { path: '/orders/:id', element: <OrderPage /> },
          { path: '/content', element: <Navigate to="/content/crops" replace /> },
          {
            path: '/content/crops',
            lazy: () => import('./content/CropsPage').then((m) => ({ Component: m.CropsPage })),
          },
          {
            path: '/content/crops/:id',
            lazy: () => import('./content/CropForm').then((m) => ({ Component: m.CropForm })),
          },
          {
            path: '/content/certificates',
            lazy: () => import('./content/HomeLists').then((m) => ({ Component: m.CertificatesPage })),
          },
          {
            path: '/content/videos',
            lazy: () => import('./content/HomeLists').then((m) => ({ Component: m.VideosPage })),
          },
          {
            path: '/content/banner',
            lazy: () => import('./content/HomeLists').then((m) => ({ Component: m.BannerPage })),
          },
          {
            path: '/pages',
            lazy: () => import('./content/PagesPage').then((m) => ({ Component: m.PagesPage })),
          },
          {
            path: '/pages/:slug',
            lazy: () => import('./content/PagesPage').then((m) => ({ Component: m.PageEditor })),
          },
          {
            path: '/settings',
            lazy: () => import('./settings/SettingsPage').then((m) => ({ Component: m.SettingsPage })),
          },
          {
            path: '/settings/shipping',
            lazy: () => import('./settings/ShippingPage').then((m) => ({ Component: m.ShippingPage })),
          },
          {
            path: '/settings/backups',
            lazy: () => import('./settings/BackupsPage').then((m) => ({ Component: m.BackupsPage })),
          },
          {
            path: '/settings/start-afresh',
            lazy: () => import('./settings/StartAfreshPage').then((m) => ({ Component: m.StartAfreshPage })),
          },
          {
            path: '/media',
            lazy: () => import('./media/MediaPage').then((m) => ({ Component: m.MediaPage })),
          },
          {
            path: '/messages',
            lazy: () => import('./messages/MessagesPage').then((m) => ({ Component: m.MessagesPage })),
          },
          { path: '/account', element: <AccountPage /> },
          {
            path: '/reviews',
            lazy: () => import('./reviews/ReviewsPage').then((m) => ({ Component: m.ReviewsPage })),
          },
          {
            path: '/complaints',
            lazy: () => import('./complaints/ComplaintsPage').then((m) => ({ Component: m.ComplaintsPage })),
          },
          {
            path: '/complaints/:id',
            lazy: () => import('./complaints/ComplaintPage').then((m) => ({ Component: m.ComplaintPage })),
          },
          {
            path: '/products',
            lazy: () => import('./catalogue/ProductsPage').then((m) => ({ Component: m.ProductsPage })),
          },
          {
            path: '/products/prices',
            lazy: () => import('./catalogue/BulkPricesPage').then((m) => ({ Component: m.BulkPricesPage })),
          },
          {
            path: '/products/spreadsheet',
            lazy: () => import('./catalogue/SpreadsheetPage').then((m) => ({ Component: m.SpreadsheetPage })),
          },
          {
            path: '/products/new',
            lazy: () => import('./catalogue/ProductForm').then((m) => ({ Component: m.ProductForm })),
          },
          {
            path: '/products/:id',
            lazy: () => import('./catalogue/ProductForm').then((m) => ({ Component: m.ProductForm })),
          },
          {
            path: '/stock',
            lazy: () => import('./stock/StockPage').then((m) => ({ Component: m.StockPage })),
          },
          {
            path: '/preorders',
            lazy: () => import('./preorders/PreordersPage').then((m) => ({ Component: m.PreordersPage })),
          },
          {
            path: '/recalls',
            lazy: () => import('./recalls/RecallsPage').then((m) => ({ Component: m.RecallsPage })),
          },
          {
            path: '/preorders/packing',
            lazy: () => import('./preorders/PackingListPage').then((m) => ({ Component: m.PackingListPage })),
          },
          {
            path: '/stock/:sizeId',
            lazy: () => import('./stock/StockSizePage').then((m) => ({ Component: m.StockSizePage })),
          },
          {
            path: '/categories',
            lazy: () => import('./catalogue/CategoriesPage').then((m) => ({ Component: m.CategoriesPage })),
          },
          {
            path: '/staff',
            lazy: () => import('./staff/StaffPage').then((m) => ({ Component: m.StaffPage })),
          },
          {
            path: '/audit',
            lazy: () => import('./audit/AuditPage').then((m) => ({ Component: m.AuditPage })),
          },
          // The sign-in's own address: signed in, it is the console's first page.
          { path: '/login', element: <Navigate to="/" replace /> },
          { path: '*', element: <p className="card">There is no such page in the console.</p> },
        ],
      },
    ],
    { basename: '/admin' },
  );

/**
 * The console's screens, routed from the address the browser shows now. The router is made when the person has
 * signed in, not when the page loaded: it then opens the page they asked for (the address they came to, kept while
 * they signed in), and /admin/login becomes the dashboard's address. It is let go at sign-out.
 */
function ConsoleRouter() {
  const [router, setRouter] = useState<ReturnType<typeof makeRouter> | undefined>();
  useEffect(() => {
    const made = makeRouter();
    // The router lives and is let go with this component (StrictMode mounts it twice: each mount makes its own).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRouter(made);
    return () => made.dispose();
  }, []);
  return router ? <RouterProvider router={router} /> : <p className="loading">Loading…</p>;
}

/** Signed in fully: the console; else the step of signing in the session is at. */
export function App() {
  const { state } = useSession();
  if (state.status === 'loading') return <p className="loading">Loading…</p>;
  if (state.status === 'signed-out') {
    if (window.location.pathname === '/admin/forgot-password') return <StaffForgotPage />;
    if (window.location.pathname === '/admin/reset-password') return <StaffResetPage />;
    // An invitation link is opened signed out: it sets the new member's password and signs them in.
    if (window.location.pathname.startsWith('/admin/invite/')) return <InvitePage />;
    // Every console address asks for a sign-in and keeps its address, so the page asked for opens once signed in;
    // the console's first page is shown as /admin/login, the one to bookmark.
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
  return <ConsoleRouter />;
}
