import {
  stateName,
  paiseToRupees,
  type Order,
  type OrderItem,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@farm/contract';
import type { OrderItemRow, OrderRow } from './repository.js';

export function toOrderItem(row: OrderItemRow): OrderItem {
  return {
    id: row.id,
    product_id: row.productId,
    product_size_id: row.productSizeId,
    size: row.size,
    quantity: row.quantity,
    price: paiseToRupees(row.unitPricePaise),
    total_amount: paiseToRupees(row.totalPaise),
    refunded_quantity: row.refundedQuantity,
    product: {
      id: row.productId,
      product_name: row.productName,
      product_name_mal: row.productNameMal,
      product_slug: row.productSlug,
      image: row.image,
    },
  };
}

export function toOrder(row: OrderRow, items: OrderItemRow[]): Order {
  const state = stateName(row.shipStateId);
  return {
    id: row.id,
    order_no: row.orderNo,
    date: row.createdAt.toISOString(),
    status: row.status as OrderStatus,
    delivery_status: row.status as OrderStatus,
    payment_method: row.paymentMethod as PaymentMethod,
    payment_status: row.paymentStatus as PaymentStatus,
    amount: paiseToRupees(row.subtotalPaise),
    shipping_charge: paiseToRupees(row.shippingPaise),
    total_amount: paiseToRupees(row.totalPaise),
    items_count: row.itemsCount,
    delivery_plan: (row.deliveryPlan as 'together' | 'split' | null) ?? null,
    refunded_amount: paiseToRupees(row.refundedPaise),
    special_instructions: row.specialInstructions,
    address: {
      first_name: row.shipFirstName,
      last_name: row.shipLastName,
      address: row.shipAddress,
      landmark: row.shipLandmark,
      city: row.shipCity,
      state_id: row.shipStateId,
      state,
      pincode: row.shipPincode,
      phone_number: row.shipPhone,
    },
    billing_first_name: row.shipFirstName,
    billing_city: row.shipCity,
    billing_state: state,
    billing_post_code: row.shipPincode,
    items: items.map(toOrderItem),
  };
}
