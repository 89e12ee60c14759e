import {
  CHECKOUT_MESSAGES,
  DELIVERY_PLAN_MESSAGE,
  type DeliveryPlan,
  type Parcel,
  paiseToRupees,
  cartTotals,
  MAX_ORDER_TOTAL_RUPEES,
  MAX_QUANTITY,
  rupeesToPaise,
  SHIPPING_ZONE_LABELS,
  type ShippingZone,
  zoneOf,
} from '@farm/contract';
import { RuleViolationError } from '../../shared/errors.js';
import { payablePaise } from '../catalogue/index.js';
import type { CheckoutRepository, SellableSize, SlabRow } from './repository.js';

export interface RequestedLine {
  productId?: number | undefined;
  productSizeId: number;
  quantity: number;
}

export interface PricedLine extends SellableSize {
  quantity: number;
  unitPricePaise: number;
  totalPaise: number;
  /** The size's open pre-order (issue 37): the line is sold from it and sent in its window; null from the shelf. */
  preorder: LinePreorder | null;
}

/** An open pre-order as pricing needs it. */
export interface LinePreorder {
  id: number;
  dispatchFrom: string;
  dispatchTo: string;
}

/** Where pricing learns which sizes sell from a pre-order now (the preorders module; app wiring in services.ts). */
export interface PreorderLookup {
  openFor(sizeIds: readonly number[]): Promise<ReadonlyMap<number, LinePreorder>>;
}

/** How a cart with pre-order lines is sent: its plan (null: pre-order lines only, or none) and its parcels. */
export interface Shipment {
  plan: DeliveryPlan | null;
  chargePaise: number;
  /** Absent for ready goods only. */
  parcels?: Parcel[];
}

export interface PricedCart {
  lines: PricedLine[];
  subtotalPaise: number;
  shippingPaise: number;
  payablePaise: number;
  weightGrams: number;
  zone: ShippingZone;
  itemsCount: number;
  /** `together` or `split` for a cart mixing pre-order and ready goods; null otherwise. */
  deliveryPlan: DeliveryPlan | null;
  parcels?: Parcel[];
}

/** The slab covering a total weight; the last slab's upper bound may be open. */
export function slabFor(slabs: SlabRow[], weightGrams: number): SlabRow | undefined {
  return slabs.find(
    (slab) =>
      slab.minWeightGrams <= weightGrams &&
      (slab.maxWeightGrams === null || weightGrams <= slab.maxWeightGrams),
  );
}

/** The heaviest cart the slabs ship, when every slab has an upper bound. */
export function heaviestParcel(slabs: SlabRow[]): number | undefined {
  if (slabs.length === 0 || slabs.some((slab) => slab.maxWeightGrams === null)) return undefined;
  return Math.max(...slabs.map((slab) => slab.maxWeightGrams!));
}

/** One line per size: the same size twice in a cart is one line with the quantities added up. */
function mergeLines(requested: RequestedLine[]): RequestedLine[] {
  const merged = new Map<number, RequestedLine>();
  for (const line of requested) {
    const existing = merged.get(line.productSizeId);
    if (!existing) merged.set(line.productSizeId, { ...line });
    else if (
      existing.productId !== undefined &&
      line.productId !== undefined &&
      existing.productId !== line.productId
    ) {
      // The same size claimed for two products: at least one of them is wrong.
      throw unavailable([`size ${line.productSizeId}`]);
    } else existing.quantity += line.quantity;
  }
  for (const line of merged.values()) {
    if (line.quantity > MAX_QUANTITY) {
      throw new RuleViolationError(CHECKOUT_MESSAGES.quantity, { cart: [CHECKOUT_MESSAGES.quantity] });
    }
  }
  return [...merged.values()];
}

function unavailable(names: string[]): RuleViolationError {
  const message = `${names.length === 1 ? 'This item is' : 'These items are'} not available any more: ${names.join(', ')}. Please remove ${names.length === 1 ? 'it' : 'them'} from your cart.`;
  return new RuleViolationError(message, { cart: [message] });
}

/**
 * The one place that prices an order (DOMAIN.md "Orders"): today's price of each size (the offer when above 0),
 * unavailable sizes refused by name, the shipping slab of the address's zone, and the payable total. Whatever the
 * browser believes about prices is compared with this, never used.
 */
export class Pricing {
  constructor(
    private readonly repo: CheckoutRepository,
    private readonly preorders?: PreorderLookup,
  ) {}

  /** Today's sizes with their products and prices (a reorder checks what is still sold). */
  sizes(sizeIds: number[]): Promise<SellableSize[]> {
    return this.repo.sizes(sizeIds);
  }

  async lines(requested: RequestedLine[], options: { requireInStock: boolean }): Promise<PricedLine[]> {
    const wanted = mergeLines(requested);
    const found = new Map(
      (await this.repo.sizes(wanted.map((l) => l.productSizeId))).map((s) => [s.productSizeId, s]),
    );
    const open = (await this.preorders?.openFor(wanted.map((l) => l.productSizeId))) ?? new Map();
    const missing: string[] = [];
    const lines: PricedLine[] = [];
    for (const line of wanted) {
      const size = found.get(line.productSizeId);
      const preorder = open.get(line.productSizeId) ?? null;
      const sold =
        size !== undefined &&
        size.productActive &&
        (line.productId === undefined || line.productId === size.productId) &&
        // An open pre-order sells the size whatever the shelf's "sold out" says.
        (size.inStock || preorder !== null || !options.requireInStock);
      if (!sold) {
        missing.push(
          size
            ? `${size.productName} (${size.size})`
            : `an item that is no longer sold (size ${line.productSizeId})`,
        );
        continue;
      }
      const unitPricePaise = payablePaise(size);
      lines.push({
        ...size,
        quantity: line.quantity,
        unitPricePaise,
        totalPaise: unitPricePaise * line.quantity,
        preorder: preorder
          ? { id: preorder.id, dispatchFrom: preorder.dispatchFrom, dispatchTo: preorder.dispatchTo }
          : null,
      });
    }
    if (missing.length > 0) throw unavailable(missing);
    return lines;
  }

  async shipping(stateId: number, weightGrams: number): Promise<{ zone: ShippingZone; chargePaise: number }> {
    const zone = zoneOf(stateId);
    return { zone, chargePaise: Pricing.charge(await this.repo.slabs(zone), weightGrams) };
  }

  /** The slab's charge for a parcel's weight. The server never ships for free by accident: no slab, no order. */
  private static charge(slabs: SlabRow[], weightGrams: number): number {
    const slab = slabFor(slabs, weightGrams);
    // Heavier than the top slab: too heavy to send.
    if (!slab) {
      const heaviest = heaviestParcel(slabs);
      const message =
        heaviest !== undefined && weightGrams > heaviest
          ? CHECKOUT_MESSAGES.tooHeavy(heaviest)
          : CHECKOUT_MESSAGES.noShipping;
      throw new RuleViolationError(message, { address_id: [message] });
    }
    return slab.chargePaise;
  }

  /**
   * The shipping of priced lines as they will be sent (docs/domain.md "Pre-orders"). Ready goods only: one slab of
   * the whole weight. Pre-order lines only: one parcel later, one slab. Mixed: `together`, one parcel later at the
   * slab of the whole weight; `split`, the ready goods now and the pre-order later, each at the slab of its own
   * weight. A mixed cart without a plan is priced `together`, or refused when `requirePlan` (create-order).
   */
  async shipment(
    lines: readonly PricedLine[],
    stateId: number,
    plan: DeliveryPlan | undefined,
    requirePlan: boolean,
  ): Promise<Shipment & { zone: ShippingZone }> {
    const weightOf = (some: readonly PricedLine[]) => Pricing.totals(some).weightGrams;
    const later = lines.filter((line) => line.preorder !== null);
    const ready = lines.filter((line) => line.preorder === null);
    // The zone's slabs are read once, however many parcels they price.
    const zone = zoneOf(stateId);
    const slabs = await this.repo.slabs(zone);
    const whole = { zone, chargePaise: Pricing.charge(slabs, weightOf(lines)) };
    if (later.length === 0) return { plan: null, chargePaise: whole.chargePaise, zone: whole.zone };
    // The later parcel goes in the latest window among its pre-orders.
    const last = later.reduce((a, b) => (b.preorder!.dispatchTo > a.preorder!.dispatchTo ? b : a)).preorder!;
    const laterParcel = (weight: number, chargePaise: number): Parcel => ({
      when: 'later',
      weight,
      shipping_charge: paiseToRupees(chargePaise),
      dispatch_from: last.dispatchFrom,
      dispatch_to: last.dispatchTo,
    });
    if (ready.length === 0)
      return {
        plan: null,
        chargePaise: whole.chargePaise,
        zone: whole.zone,
        parcels: [laterParcel(weightOf(lines), whole.chargePaise)],
      };
    if (plan === undefined && requirePlan)
      throw new RuleViolationError(DELIVERY_PLAN_MESSAGE, { delivery_plan: [DELIVERY_PLAN_MESSAGE] });
    const chosen = plan ?? 'together';
    if (chosen === 'together')
      return {
        plan: chosen,
        chargePaise: whole.chargePaise,
        zone: whole.zone,
        parcels: [laterParcel(weightOf(lines), whole.chargePaise)],
      };
    const now = { chargePaise: Pricing.charge(slabs, weightOf(ready)) };
    const afterwards = { chargePaise: Pricing.charge(slabs, weightOf(later)) };
    return {
      plan: chosen,
      chargePaise: now.chargePaise + afterwards.chargePaise,
      zone: whole.zone,
      parcels: [
        {
          when: 'now',
          weight: weightOf(ready),
          shipping_charge: paiseToRupees(now.chargePaise),
          dispatch_from: null,
          dispatch_to: null,
        },
        laterParcel(weightOf(later), afterwards.chargePaise),
      ],
    };
  }

  async cart(
    requested: RequestedLine[],
    stateId: number,
    delivery: { plan?: DeliveryPlan | undefined; requirePlan?: boolean } = {},
  ): Promise<PricedCart> {
    const lines = await this.lines(requested, { requireInStock: true });
    const { subtotal: subtotalPaise, weightGrams, itemsCount } = Pricing.totals(lines);
    // The items alone may be over the limit already: said before anything about shipping.
    Pricing.checkTotal(subtotalPaise);
    const shipment = await this.shipment(lines, stateId, delivery.plan, delivery.requirePlan ?? false);
    const chargePaise = shipment.chargePaise;
    Pricing.checkTotal(subtotalPaise + chargePaise);
    return {
      lines,
      subtotalPaise,
      shippingPaise: chargePaise,
      payablePaise: subtotalPaise + chargePaise,
      weightGrams,
      zone: shipment.zone,
      itemsCount,
      deliveryPlan: shipment.plan,
      ...(shipment.parcels ? { parcels: shipment.parcels } : {}),
    };
  }

  /** The priced lines' totals (contract: cartTotals), in paise. */
  static totals(lines: readonly PricedLine[]) {
    return cartTotals(
      lines.map((line) => ({
        unitPrice: line.unitPricePaise,
        quantity: line.quantity,
        weightGrams: line.weightGrams,
      })),
    );
  }

  /** No online order may come to more than the farm accepts in one payment (refused before any gateway call). */
  static checkTotal(payablePaise: number): void {
    if (payablePaise > rupeesToPaise(MAX_ORDER_TOTAL_RUPEES)) {
      throw new RuleViolationError(CHECKOUT_MESSAGES.orderTooLarge, {
        cart: [CHECKOUT_MESSAGES.orderTooLarge],
      });
    }
  }

  static zoneLabel(zone: ShippingZone) {
    return SHIPPING_ZONE_LABELS[zone];
  }
}
