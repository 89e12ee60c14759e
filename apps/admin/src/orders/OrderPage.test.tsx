import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOT_MESSAGES, STAFF_MESSAGES, type StaffRole } from '@farm/contract';
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

/** The lots to pack (issue 38) of the order above: one line, held from the lot that expires first. */
const packing = {
  packed: false,
  deliver_by: '2026-12-04',
  lines: [
    {
      product_size_id: 9,
      name: 'Black pepper',
      size: '250 g',
      quantity: 2,
      lots: [{ lot_id: 5, code: 'BP-2610-A', quantity: 2 }],
      proposal: [{ lot_id: 5, code: 'BP-2610-A', quantity: 2 }],
      choices: [
        { lot_id: 5, code: 'BP-2610-A', best_before: '2027-10-01', free: 2, packable: true, refusal: null },
      ],
    },
  ],
};

const renderOrder = (role: StaffRole, order: unknown = placed, api: Record<string, unknown> = {}) =>
  renderConsole(<OrderPage />, {
    role,
    path: '/orders/:id',
    url: '/orders/41',
    api: {
      'GET /api/admin/orders/41': order,
      'GET /api/admin/orders/41/lots': packing,
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
      ...api,
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

describe('the lots to pack (issue 38)', () => {
  const accepted = { ...placed, order: { ...placed.order, status: 'Accepted', delivery_status: 'Accepted' } };
  const floor = LOT_MESSAGES.belowFloor('BP-2604-Z', '2027-01-10', '2026-12-04', 110);
  /** Two lots held, another lot now expires first, and one lot has too little shelf life left. */
  const twoLots = {
    ...packing,
    lines: [
      {
        ...packing.lines[0]!,
        quantity: 3,
        lots: [{ lot_id: 6, code: 'BP-2611-B', quantity: 3 }],
        proposal: [
          { lot_id: 5, code: 'BP-2610-A', quantity: 2 },
          { lot_id: 6, code: 'BP-2611-B', quantity: 1 },
        ],
        choices: [
          {
            lot_id: 4,
            code: 'BP-2604-Z',
            best_before: '2027-01-10',
            free: 8,
            packable: false,
            refusal: floor,
          },
          { lot_id: 5, code: 'BP-2610-A', best_before: '2027-10-01', free: 2, packable: true, refusal: null },
          { lot_id: 6, code: 'BP-2611-B', best_before: '2027-11-01', free: 9, packable: true, refusal: null },
        ],
      },
    ],
  };

  it('shows the lots held and no proposal when first-expiry-first agrees', async () => {
    await renderOrder('packer', accepted);
    const panel = await screen.findByRole('form', { name: 'Lots to pack' });
    expect(panel).toHaveTextContent('Black pepper, 250 g: 2 units to pack');
    expect(panel).toHaveTextContent('Held now: 2 from lot BP-2610-A');
    expect(panel).not.toHaveTextContent('Proposed');
    expect(within(panel).getByLabelText('Units from lot BP-2610-A')).toHaveValue('2');
  });

  it('proposes the lots that expire first when they differ, says why a lot may not be packed, and sends the choice', async () => {
    const { changes } = await renderOrder('packer', accepted, {
      'GET /api/admin/orders/41/lots': twoLots,
      'PUT /api/admin/orders/41/lots': {
        ...twoLots,
        lines: [{ ...twoLots.lines[0]!, lots: twoLots.lines[0]!.proposal }],
        message: LOT_MESSAGES.packingSaved,
      },
    });
    const panel = await screen.findByRole('form', { name: 'Lots to pack' });
    expect(panel).toHaveTextContent(
      'Proposed: 2 from lot BP-2610-A, 1 from lot BP-2611-B, first expiry first.',
    );
    // The lot below the shelf-life floor: the reason in words, tied to its field, which is not offered.
    const refused = within(panel).getByLabelText('Units from lot BP-2604-Z');
    expect(refused).toBeDisabled();
    expect(refused).toHaveAccessibleDescription(floor);

    await userEvent.click(within(panel).getByRole('button', { name: 'Use the proposal' }));
    expect(within(panel).getByLabelText('Units from lot BP-2610-A')).toHaveValue('2');
    expect(within(panel).getByLabelText('Units from lot BP-2611-B')).toHaveValue('1');
    expect(panel).toHaveTextContent('3 of 3 chosen');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save the lots' }));
    expect(await screen.findByText(LOT_MESSAGES.packingSaved)).toBeInTheDocument();
    expect(changes().map((call) => [call.method, call.path, call.body])).toEqual([
      [
        'PUT',
        '/admin/orders/41/lots',
        {
          lines: [
            {
              product_size_id: 9,
              lots: [
                { lot_id: 5, quantity: 2 },
                { lot_id: 6, quantity: 1 },
              ],
            },
          ],
        },
      ],
    ]);
    // What is held now is the proposal: nothing more to propose.
    expect(screen.getByRole('form', { name: 'Lots to pack' })).toHaveTextContent(
      'Held now: 2 from lot BP-2610-A, 1 from lot BP-2611-B',
    );
    expect(screen.getByRole('form', { name: 'Lots to pack' })).not.toHaveTextContent('Proposed');
  });

  it('refuses lots that do not cover the line, or more than a lot has free, in words, sending nothing', async () => {
    const { changes } = await renderOrder('packer', accepted, { 'GET /api/admin/orders/41/lots': twoLots });
    const panel = await screen.findByRole('form', { name: 'Lots to pack' });
    const fresh = within(panel).getByLabelText('Units from lot BP-2611-B');
    await userEvent.clear(fresh);
    await userEvent.type(fresh, '2');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save the lots' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      LOT_MESSAGES.packingCovers('Black pepper, 250 g', 3),
    );
    await userEvent.clear(fresh);
    const first = within(panel).getByLabelText('Units from lot BP-2610-A');
    await userEvent.type(first, '3');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save the lots' }));
    expect(await within(panel).findByText(LOT_MESSAGES.notOnShelf('BP-2610-A', 2))).toBeInTheDocument();
    expect(changes()).toEqual([]);
  });

  it("says the server's refusal in words", async () => {
    const blocked = LOT_MESSAGES.blocked('BP-2611-B');
    await renderOrder('packer', accepted, {
      'GET /api/admin/orders/41/lots': twoLots,
      'PUT /api/admin/orders/41/lots': [409, { message: blocked }],
    });
    const panel = await screen.findByRole('form', { name: 'Lots to pack' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Save the lots' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(blocked);
  });

  it('shows the lots packed, read-only, once the order is packed', async () => {
    await renderOrder(
      'packer',
      { ...placed, order: { ...placed.order, status: 'Packed', delivery_status: 'Packed' } },
      { 'GET /api/admin/orders/41/lots': { ...packing, packed: true } },
    );
    const panel = await screen.findByRole('region', { name: 'Lots packed' });
    expect(panel).toHaveTextContent('Black pepper, 250 g × 2: 2 from lot BP-2610-A');
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks nothing of a cancelled order', async () => {
    const { calls } = await renderOrder('owner', {
      ...placed,
      order: { ...placed.order, status: 'Cancelled', delivery_status: 'Cancelled' },
    });
    await screen.findByRole('heading', { name: /Order KF-0041/ });
    expect(screen.queryByRole('form', { name: 'Lots to pack' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/admin/orders/41/lots')).toBe(false);
  });
});
