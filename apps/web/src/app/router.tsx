import type { ComponentType } from 'react';
import { STOREFRONT_ROUTES, type StorefrontRoute } from '@farm/contract/routes';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from '../layout/Layout';
import { RouteError } from '../layout/RouteError';
import { Spinner } from '../shared/ui/Spinner';

/** A screen loaded only when its route is visited (one bundle per screen). */
function page(load: () => Promise<Record<string, ComponentType>>, name: string): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] }) };
}

/** The screen of each storefront page; the paths are the contract's (STOREFRONT_ROUTES), which the server reads too. */
const SCREENS: Record<StorefrontRoute, Pick<RouteObject, 'lazy'>> = {
  home: page(() => import('../features/home/HomePage'), 'HomePage'),
  categories: page(() => import('../features/catalogue/CategoriesPage'), 'CategoriesPage'),
  category: page(() => import('../features/catalogue/CategoryPage'), 'CategoryPage'),
  product: page(() => import('../features/catalogue/ProductPage'), 'ProductPage'),
  search: page(() => import('../features/search/SearchPage'), 'SearchPage'),
  cart: page(() => import('../features/cart/CartPage'), 'CartPage'),
  register: page(() => import('../features/auth/RegisterPage'), 'RegisterPage'),
  login: page(() => import('../features/auth/LoginPage'), 'LoginPage'),
  forgotPassword: page(() => import('../features/auth/PasswordResetPages'), 'ForgotPasswordPage'),
  resetPassword: page(() => import('../features/auth/PasswordResetPages'), 'ResetPasswordPage'),
  myAccount: page(() => import('../features/account/AccountPage'), 'AccountPage'),
  account: page(() => import('../features/account/AccountPage'), 'AccountPage'),
  extraHarvest: page(() => import('../features/farm/ExtraHarvestPage'), 'ExtraHarvestPage'),
  extraHarvestGroup: page(
    () => import('../features/farm/ExtraHarvestCategoryPage'),
    'ExtraHarvestCategoryPage',
  ),
  extraHarvestCrop: page(() => import('../features/farm/ExtraHarvestDetailPage'), 'ExtraHarvestDetailPage'),
  bestYields: page(() => import('../features/farm/MostHarvestPage'), 'MostHarvestPage'),
  bestYieldCrop: page(() => import('../features/farm/MostHarvestDetailPage'), 'MostHarvestDetailPage'),
  checkout: page(() => import('../features/checkout/CheckoutPage'), 'CheckoutPage'),
  orderConfirmation: page(
    () => import('../features/checkout/OrderConfirmationPage'),
    'OrderConfirmationPage',
  ),
  about: page(() => import('../features/pages/AboutPage'), 'AboutPage'),
  privacy: page(() => import('../features/pages/PrivacyPage'), 'PrivacyPage'),
  terms: page(() => import('../features/pages/TermsPage'), 'TermsPage'),
  refunds: page(() => import('../features/pages/RefundPolicyPage'), 'RefundPolicyPage'),
  shipping: page(() => import('../features/pages/ShippingPolicyPage'), 'ShippingPolicyPage'),
};

/** Section 2's route table, inside the shared layout. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    // Shown while the first screen's code arrives.
    hydrateFallbackElement: <Spinner label="Loading..." />,
    children: [
      ...(Object.keys(STOREFRONT_ROUTES) as StorefrontRoute[]).map((route) => ({
        path: STOREFRONT_ROUTES[route],
        ...SCREENS[route],
      })),
      { path: '*', ...page(() => import('../layout/NotFoundPage'), 'NotFoundPage') },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
