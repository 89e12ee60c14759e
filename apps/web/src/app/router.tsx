import type { ComponentType } from 'react';
import { LANGUAGE_PREFIXES, type Language } from '@farm/contract/languages';
import { STOREFRONT_ROUTES, type StorefrontRoute } from '@farm/contract/routes';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { Layout } from '../layout/Layout';
import { RouteError } from '../layout/RouteError';
import { Spinner } from '../shared/ui/Spinner';
import { selectRehydrated, useAppSelector } from '../shared/store/hooks';

/** A screen loaded only when its route is visited (one bundle per screen). */
function page(load: () => Promise<Record<string, ComponentType>>, name: string): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] }) };
}

/**
 * A screen that belongs to one shopper (cart, checkout, account, sign-in): never drawn on the server, and drawn in the
 * browser only once the persisted sign-in has been read back (app/store.ts `restoreVisitor`), as PersistGate did.
 */
function signedInPage(
  load: () => Promise<Record<string, ComponentType>>,
  name: string,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const Screen = (await load())[name]!;
      function AfterRehydration() {
        const rehydrated = useAppSelector(selectRehydrated);
        return rehydrated ? <Screen /> : <Spinner />;
      }
      return { Component: AfterRehydration };
    },
  };
}

/** The screen of each storefront page; the paths are the contract's (STOREFRONT_ROUTES), which the server reads too. */
const SCREENS: Record<StorefrontRoute, Pick<RouteObject, 'lazy'>> = {
  home: page(() => import('../features/home/HomePage'), 'HomePage'),
  categories: page(() => import('../features/catalogue/CategoriesPage'), 'CategoriesPage'),
  category: page(() => import('../features/catalogue/CategoryPage'), 'CategoryPage'),
  product: page(() => import('../features/catalogue/ProductPage'), 'ProductPage'),
  search: page(() => import('../features/search/SearchPage'), 'SearchPage'),
  cart: signedInPage(() => import('../features/cart/CartPage'), 'CartPage'),
  register: signedInPage(() => import('../features/auth/RegisterPage'), 'RegisterPage'),
  login: signedInPage(() => import('../features/auth/LoginPage'), 'LoginPage'),
  forgotPassword: signedInPage(() => import('../features/auth/PasswordResetPages'), 'ForgotPasswordPage'),
  resetPassword: signedInPage(() => import('../features/auth/PasswordResetPages'), 'ResetPasswordPage'),
  myAccount: signedInPage(() => import('../features/account/AccountPage'), 'AccountPage'),
  account: signedInPage(() => import('../features/account/AccountPage'), 'AccountPage'),
  extraHarvest: page(() => import('../features/farm/ExtraHarvestPage'), 'ExtraHarvestPage'),
  extraHarvestGroup: page(
    () => import('../features/farm/ExtraHarvestCategoryPage'),
    'ExtraHarvestCategoryPage',
  ),
  extraHarvestCrop: page(() => import('../features/farm/ExtraHarvestDetailPage'), 'ExtraHarvestDetailPage'),
  bestYields: page(() => import('../features/farm/MostHarvestPage'), 'MostHarvestPage'),
  bestYieldCrop: page(() => import('../features/farm/MostHarvestDetailPage'), 'MostHarvestDetailPage'),
  checkout: signedInPage(() => import('../features/checkout/CheckoutPage'), 'CheckoutPage'),
  orderConfirmation: signedInPage(
    () => import('../features/checkout/OrderConfirmationPage'),
    'OrderConfirmationPage',
  ),
  about: page(() => import('../features/pages/AboutPage'), 'AboutPage'),
  privacy: page(() => import('../features/pages/PrivacyPage'), 'PrivacyPage'),
  terms: page(() => import('../features/pages/TermsPage'), 'TermsPage'),
  refunds: page(() => import('../features/pages/RefundPolicyPage'), 'RefundPolicyPage'),
  shipping: page(() => import('../features/pages/ShippingPolicyPage'), 'ShippingPolicyPage'),
  seller: page(() => import('../features/pages/SellerPage'), 'SellerPage'),
  seasons: page(() => import('../features/seasons/SeasonsPage'), 'SeasonsPage'),
  complaintNew: signedInPage(() => import('../features/complaints/ComplaintFormPage'), 'ComplaintFormPage'),
  complaint: signedInPage(() => import('../features/complaints/ComplaintPage'), 'ComplaintPage'),
  waitlistConfirm: page(() => import('../features/waitlist/BackInStockPages'), 'WaitlistConfirmPage'),
  waitlistUnsubscribe: page(() => import('../features/waitlist/BackInStockPages'), 'WaitlistUnsubscribePage'),
  lot: page(() => import('../features/lots/LotPage'), 'LotPage'),
};

/** Section 2's route table, inside the shared layout. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    // Shown while the first screen's code arrives.
    hydrateFallbackElement: <Spinner />,
    children: [
      ...(Object.keys(STOREFRONT_ROUTES) as StorefrontRoute[]).map((route) => ({
        path: STOREFRONT_ROUTES[route],
        ...SCREENS[route],
      })),
      { path: '*', ...page(() => import('../layout/NotFoundPage'), 'NotFoundPage') },
    ],
  },
];

/** The router of a page in `language`: Malayalam pages live under /ml, so the same links stay in the same language. */
export const createRouter = (language: Language) =>
  createBrowserRouter(routes, { basename: LANGUAGE_PREFIXES[language] || undefined });

/**
 * Loads the screens of the routes `pathname` matches before the router starts, so a page drawn on the server is
 * taken over by the same tree at once (the router does not start on its hydrate fallback).
 */
export async function loadScreensFor(pathname: string, language: Language): Promise<void> {
  const matches = matchRoutes(routes, pathname, LANGUAGE_PREFIXES[language] || undefined) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
