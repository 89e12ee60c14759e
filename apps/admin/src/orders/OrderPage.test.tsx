import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES, type StaffRole } from '@farm/contract';
import { renderConsole } from '../test/render';
import { OrderPage } from './OrderPage';

/** An order paid online and waiting to be accepted, as the desk's API answers it. */
const placed = {
  order: {
    id: 41,
    order_no: 'KF-0041',
    date: '2026-11-27T08:00:00Z',
    status: 'Placed',
    delivery_status: 'Placed',
    payment_method: 'RAZORPAY',
    payment_status: 'Paid',
    amount: 600,
    shipping_charge: 60,
    total_amount: 660,
    items_count: 2,
    refunded_amount: 0,
    special_instructions: null,
    address: {
      first_name: 'Lakshmi',
      last_name: 'Nair',
      address: '12 Temple Road',
      landmark: null,
      city: 'Kochi',
      state_id: 18,
      state: 'Kerala',
      pincode: '682001',
      phone_number: '9876543210',
    },
    billing_first_name: 'Lakshmi',
    billing_city: 'Kochi',
    billing_state: 'Kerala',
    billing_post_code: '682001',
    items: [
      {
        id: 1,
        product_id: 7,
        product_size_id: 9,
        size: '250 g',
        quantity: 2,
        price: 300,
        total_amount: 600,
        product: {
          id: 7,
          product_name: 'Black pepper',
          product_name_mal: '',
          product_slug: 'black-pepper',
          image: 'pepper.jpg',
        },
      },
    ],
  },
  customer: { id: 3, name: 'Lakshmi Nair', email: 'lakshmi@example.com', mobile: '9876543210' },
  zone: 'kerala',
  weight_grams: 500,
  payment: {
    gateway: 'razorpay',
    gateway_order_id: 'order_1',
    gateway_payment_id: 'pay_1',
    test_payment: false,
  },
  events: [],
  refunds: [],
  refund_left: { amount: 660, shipping: 60 },
  invoice_no: null,
  stock_short: [],
};

const renderOrder = (role: StaffRole, order: unknown = placed) =>
  renderConsole(<OrderPage />, {
    role,
    path: '/orders/:id',
    url: '/orders/41',
    api: {
      'GET /api/admin/orders/41': order,
      'POST /api/admin/orders/41/status': {
        message: 'Order KF-0041 is shipped.',
        order: placed.order,
        events: [],
      },
      'POST /api/admin/orders/41/first-parcel': {
        message: 'First parcel sent.',
        order: placed.order,
        events: [],
      },
    },
  });

describe('the order page', () => {
  it('offers a packer the next step only: no cancelling, no refund', async () => {
    await renderOrder('packer');
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('lists the credit notes of its refunds beside the invoice, each to download', async () => {
    await renderOrder('packer', {
      ...placed,
      order: { ...placed.order, status: 'Accepted' },
      invoice_no: 'KF/26-27/00041',
      credit_notes: [
        {
          id: 7,
          credit_note_no: 'KF/CN/26-27/0003',
          issued_at: '2026-11-28T08:00:00Z',
          invoice_no: 'KF/26-27/00041',
          total: 250,
        },
      ],
    });
    const note = await screen.findByRole('link', { name: /Credit note KF\/CN\/26-27\/0003/ });
    expect(note).toHaveAttribute('href', expect.stringMatching(/\/admin\/orders\/41\/credit-notes\/7\.pdf$/));
    expect(note).toHaveAttribute('download');
    expect(note).toHaveTextContent('250');
    expect(screen.getByRole('link', { name: /Tax invoice KF\/26-27\/00041/ })).toBeInTheDocument();
  });

  it('offers an owner the next step, cancelling and a refund', async () => {
    await renderOrder('owner');
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
  });

  it('asks before cancelling, saying the refund and that it cannot be undone, and sends nothing when left', async () => {
    const { changes } = await renderOrder('owner');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order KF-0041?' });
    expect(dialog).toHaveTextContent(
      'The customer is told why. ₹660.00 is refunded in full. This cannot be undone.',
    );
    expect(within(dialog).getByLabelText('Why is it cancelled?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(changes()).toEqual([]);
  });

  it('says what accepting does before it is done', async () => {
    await renderOrder('packer');
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept: order KF-0041' });
    expect(dialog).toHaveTextContent(
      'The order gets its tax invoice and the customer sees it accepted. This cannot be undone.',
    );
  });

  it('refuses a cancel without its reason beside the field, sending nothing', async () => {
    const { changes } = await renderOrder('owner');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order KF-0041?' });
    await userEvent.type(within(dialog).getByLabelText('Why is it cancelled?'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await within(dialog).findByText(STAFF_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(changes()).toEqual([]);
  });

  it('asks for the courier and tracking number to ship, then sends them with the step', async () => {
    const packed = { ...placed, order: { ...placed.order, status: 'Packed', delivery_status: 'Packed' } };
    const { changes } = await renderOrder('packer', packed);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark shipped: order KF-0041' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(dialog).findByText(STAFF_MESSAGES.courierRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(STAFF_MESSAGES.trackingRequired)).toBeInTheDocument();
    expect(changes()).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Courier'), 'India Post');
    await userEvent.type(within(dialog).getByLabelText('Tracking number'), 'EK998877665IN');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText('Order KF-0041 is shipped.')).toBeInTheDocument();
    expect(changes().map((call) => call.body)).toEqual([
      { status: 'Shipped', courier: 'India Post', tracking_number: 'EK998877665IN' },
    ]);
  });

  it('does not offer "First parcel sent" when the server says it is not allowed', async () => {
    const accepted = { ...placed.order, status: 'Accepted', delivery_status: 'Accepted' };
    await renderOrder('packer', { ...placed, order: accepted, first_parcel_allowed: false });
    await screen.findByRole('button', { name: 'Mark packed' });
    expect(screen.queryByRole('button', { name: 'First parcel sent' })).not.toBeInTheDocument();
  });

  it('sends the first parcel of a split order with its courier and tracking number', async () => {
    const accepted = { ...placed.order, status: 'Accepted', delivery_status: 'Accepted' };
    const { changes } = await renderOrder('packer', {
      ...placed,
      order: accepted,
      first_parcel_allowed: true,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'First parcel sent' }));
    const dialog = await screen.findByRole('dialog', { name: 'First parcel sent: order KF-0041' });
    expect(within(dialog).getByText(/This cannot be undone/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'First parcel sent' }));
    expect(await within(dialog).findByText('Name the courier.')).toBeInTheDocument();
    expect(changes()).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Courier'), 'India Post');
    await userEvent.type(within(dialog).getByLabelText('Tracking number'), 'EK1IN');
    await userEvent.click(within(dialog).getByRole('button', { name: 'First parcel sent' }));
    expect(await screen.findByText('First parcel sent.')).toBeInTheDocument();
    expect(changes().map((call) => [call.path, call.body])).toEqual([
      ['/admin/orders/41/first-parcel', { courier: 'India Post', tracking_number: 'EK1IN' }],
    ]);
  });

  it('shows the first parcel once sent, and greys the lines of the other parcel', async () => {
    const accepted = { ...placed.order, status: 'Accepted', delivery_status: 'Accepted' };
    await renderOrder('packer', {
      ...placed,
      order: accepted,
      parcel_item_ids: [],
      events: [
        {
          from: 'Accepted',
          to: 'Accepted',
          by: 'staff:1',
          by_name: 'Anita (Packer)',
          note: 'First parcel sent',
          courier: 'India Post',
          tracking_number: 'EK1IN',
          at: '2026-11-28T05:00:00Z',
        },
      ],
    });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('First parcel sent');
    expect(note).toHaveTextContent('India Post, tracking EK1IN');
    expect(screen.getByText('In the other parcel')).toBeInTheDocument();
  });
});
