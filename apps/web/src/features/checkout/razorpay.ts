import type { verifyPaymentBody } from '@farm/contract';
import type { z } from 'zod';

/** Razorpay's checkout widget, loaded from its own address the first time the checkout needs it (never twice). */

export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** What the widget hands the page when the customer has paid: what the server verifies (the contract's body). */
export type PaymentSuccess = z.infer<typeof verifyPaymentBody>;

export interface PaymentFailure {
  error: { code: string; description: string };
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description?: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: PaymentSuccess) => void;
  modal: { ondismiss: () => void };
  /** Where Razorpay posts the payment when the page's handler cannot be called back (in-app browsers). */
  callback_url: string;
  /** Send the customer to `callback_url` instead of calling `handler`. */
  redirect: boolean;
}

/**
 * Browsers inside Instagram, Facebook and other apps often never return to the page's handler after a UPI or bank
 * payment: there, Checkout sends the customer to the shop's callback address instead (Razorpay's advice).
 */
export function isInAppBrowser(userAgent: string): boolean {
  return /FBAN|FBAV|FB_IAB|Instagram|Line\/|Snapchat|Twitter|MicroMessenger|; wv\)/i.test(userAgent);
}

export interface RazorpayWidget {
  open(): void;
  close?(): void;
  on(event: 'payment.failed', callback: (response: PaymentFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayWidget;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${RAZORPAY_SCRIPT}"]`);
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay did not start.')),
    );
    script.addEventListener('error', () => {
      // Let a later attempt try again (a flaky connection should not break checkout for good).
      loading = null;
      script.remove();
      reject(new Error('Razorpay could not be loaded.'));
    });
    if (!existing) {
      script.src = RAZORPAY_SCRIPT;
      script.async = true;
      document.body.appendChild(script);
    }
  });
  return loading;
}
