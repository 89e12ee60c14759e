import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from '../layout/Layout';
import { RouteError } from '../layout/RouteError';
import { Spinner } from '../components/Spinner';

/** A screen loaded only when its route is visited (one bundle per screen). */
function page(load: () => Promise<Record<string, ComponentType>>, name: string): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] }) };
}

/** Section 2's route table, inside the shared layout. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    // Shown while the first screen's code arrives.
    hydrateFallbackElement: <Spinner label="Loading..." />,
    children: [
      { path: '/', ...page(() => import('../features/home/HomePage'), 'HomePage') },
      {
        path: '/productsbycategory',
        ...page(() => import('../features/catalogue/CategoriesPage'), 'CategoriesPage'),
      },
      {
        path: '/productsbycategory/:id',
        ...page(() => import('../features/catalogue/CategoryPage'), 'CategoryPage'),
      },
      { path: '/product/:slug', ...page(() => import('../features/catalogue/ProductPage'), 'ProductPage') },
      { path: '/search', ...page(() => import('../features/search/SearchPage'), 'SearchPage') },
      { path: '/cart', ...page(() => import('../features/cart/CartPage'), 'CartPage') },
      { path: '/register', ...page(() => import('../features/auth/RegisterPage'), 'RegisterPage') },
      { path: '/login', ...page(() => import('../features/auth/LoginPage'), 'LoginPage') },
      { path: '/myaccount', ...page(() => import('../features/account/AccountPage'), 'AccountPage') },
      { path: '/account', ...page(() => import('../features/account/AccountPage'), 'AccountPage') },
      {
        path: '/extraharvestfromfarm',
        ...page(() => import('../features/farm/ExtraHarvestPage'), 'ExtraHarvestPage'),
      },
      {
        path: '/extraharvestfromfarm/:category',
        ...page(() => import('../features/farm/ExtraHarvestCategoryPage'), 'ExtraHarvestCategoryPage'),
      },
      {
        path: '/extraharvestfromfarm/detail/:id',
        ...page(() => import('../features/farm/ExtraHarvestDetailPage'), 'ExtraHarvestDetailPage'),
      },
      {
        path: '/mostharvestfromfarm',
        ...page(() => import('../features/farm/MostHarvestPage'), 'MostHarvestPage'),
      },
      {
        path: '/mostharvestfromfarm/:id',
        ...page(() => import('../features/farm/MostHarvestDetailPage'), 'MostHarvestDetailPage'),
      },
      { path: '/checkoutpage', ...page(() => import('../features/checkout/CheckoutPage'), 'CheckoutPage') },
      {
        path: '/order-confirmation',
        ...page(() => import('../features/checkout/OrderConfirmationPage'), 'OrderConfirmationPage'),
      },
      { path: '/aboutus', ...page(() => import('../features/pages/AboutPage'), 'AboutPage') },
      { path: '/privacy-policy', ...page(() => import('../features/pages/PrivacyPage'), 'PrivacyPage') },
      { path: '/terms-and-conditions', ...page(() => import('../features/pages/TermsPage'), 'TermsPage') },
      {
        path: '/refund-cancellation-policy',
        ...page(() => import('../features/pages/RefundPolicyPage'), 'RefundPolicyPage'),
      },
      {
        path: '/shipping-policy',
        ...page(() => import('../features/pages/ShippingPolicyPage'), 'ShippingPolicyPage'),
      },
      { path: '*', ...page(() => import('../layout/NotFoundPage'), 'NotFoundPage') },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
