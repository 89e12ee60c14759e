import type { Order } from '@farm/contract';

export interface OrderListener {
  placed?(order: Order, customer: { id: number }): void | Promise<void>;
  cancelled?(order: Order, customer: { id: number }): void | Promise<void>;
}

/**
 * What happens to orders, for whoever needs to hear it: the order e-mails will subscribe here; today the server
 * only logs. Listeners run after the order is safely stored, and their failures never undo it or reach the
 * customer.
 */
export class OrderEvents {
  private readonly listeners: OrderListener[] = [];
  private onError: (error: unknown) => void = () => {};

  subscribe(listener: OrderListener): void {
    this.listeners.push(listener);
  }

  reportErrorsTo(handler: (error: unknown) => void): void {
    this.onError = handler;
  }

  placed(order: Order, customer: { id: number }): void {
    this.emit((listener) => listener.placed?.(order, customer));
  }

  cancelled(order: Order, customer: { id: number }): void {
    this.emit((listener) => listener.cancelled?.(order, customer));
  }

  private emit(call: (listener: OrderListener) => void | Promise<void>): void {
    for (const listener of this.listeners) {
      try {
        void Promise.resolve(call(listener)).catch(this.onError);
      } catch (error) {
        this.onError(error);
      }
    }
  }
}
