import { COMPLAINT_MESSAGES, type ComplaintView } from '@farm/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { inMalayalam } from '../../test/language';
import { fakeFetch, renderRoute } from '../../test/render';
import { renderSignedIn, settleStorage } from '../../test/session';
import { ComplaintFormPage } from './ComplaintFormPage';
import { ComplaintPage } from './ComplaintPage';

beforeEach(() => localStorage.clear());
afterEach(settleStorage);

const created = {
  message: COMPLAINT_MESSAGES.received,
  ticket_no: 'GR-2611-0042',
  follow_token: 'abc123',
};

describe('the complaint form', () => {
  test('a guest is asked for name and e-mail before anything is sent; the ticket is shown at once', async () => {
    const { calls } = fakeFetch({ 'POST /api/complaints': [201, created] });
    renderRoute(<ComplaintFormPage />, { path: '/complaints/new' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send the complaint' }));
    expect(await screen.findByText(COMPLAINT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(COMPLAINT_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(COMPLAINT_MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('Your name'), 'Anil Kumar');
    await user.type(screen.getByLabelText('Email'), 'Anil@Example.in');
    await user.type(screen.getByLabelText('Subject'), 'Jar arrived cracked');
    await user.type(screen.getByLabelText('Your complaint'), 'The coconut oil jar was leaking.');
    await user.click(screen.getByRole('button', { name: 'Send the complaint' }));
    expect(await screen.findByText('GR-2611-0042')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Follow your complaint' })).toHaveAttribute(
      'href',
      '/complaints/GR-2611-0042?token=abc123',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Anil Kumar',
      email: 'anil@example.in',
      subject: 'Jar arrived cracked',
    });
  });

  test('the server’s refusal of an order number is shown on that field', async () => {
    fakeFetch({
      'POST /api/complaints': [
        422,
        {
          message: COMPLAINT_MESSAGES.orderNotYours,
          errors: { order_no: [COMPLAINT_MESSAGES.orderNotYours] },
        },
      ],
    });
    renderRoute(<ComplaintFormPage />, { path: '/complaints/new' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your name'), 'Anil Kumar');
    await user.type(screen.getByLabelText('Email'), 'anil@example.in');
    await user.type(screen.getByLabelText(/Order number/), 'SF-000999');
    await user.type(screen.getByLabelText('Subject'), 'Late');
    await user.type(screen.getByLabelText('Your complaint'), 'It has not come after two weeks.');
    await user.click(screen.getByRole('button', { name: 'Send the complaint' }));
    expect(await screen.findByText(COMPLAINT_MESSAGES.orderNotYours)).toBeInTheDocument();
    expect(screen.getByLabelText(/Order number/)).toHaveAttribute('aria-invalid', 'true');
  });

  test('signed in, the name and e-mail are not asked', async () => {
    fakeFetch({ 'GET /api/orders/1': [] });
    await renderSignedIn(<ComplaintFormPage />, { path: '/complaints/new' });
    expect(await screen.findByLabelText('Subject')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();
  });

  describe('in Malayalam', () => {
    inMalayalam();
    test('the refusals are said in Malayalam', async () => {
      fakeFetch({});
      renderRoute(<ComplaintFormPage />, { path: '/complaints/new' });
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'പരാതി അയയ്ക്കുക' }));
      expect(await screen.findByText('നിങ്ങളുടെ പേര് നൽകുക.')).toBeInTheDocument();
      expect(screen.getByText('പരാതിക്ക് ഒരു ചെറിയ വിഷയം എഴുതുക.')).toBeInTheDocument();
    });
  });
});

const complaint: ComplaintView = {
  ticket_no: 'GR-2611-0042',
  topic: 'delivery',
  subject: 'Jar arrived cracked',
  status: 'answered',
  order_no: null,
  created_at: '2026-11-20T10:00:00.000Z',
  acknowledge_by: '2026-11-22T10:00:00.000Z',
  settle_by: '2026-12-20T10:00:00.000Z',
  acknowledged_at: '2026-11-20T12:00:00.000Z',
  closed_at: null,
  messages: [
    { id: 1, author: 'customer', body: 'The jar was leaking.', created_at: '2026-11-20T10:00:00.000Z' },
    { id: 2, author: 'staff', body: 'A new jar is on its way.', created_at: '2026-11-20T12:00:00.000Z' },
  ],
};

describe('following a complaint', () => {
  test('a guest gives the e-mail; the complaint, its promised date and the conversation are shown', async () => {
    // The first e-mail typed is not the complaint's; the second is.
    let tries = 0;
    const { calls } = fakeFetch({
      'POST /api/complaints/GR-2611-0042/view': () =>
        ++tries === 1 ? [404, { message: COMPLAINT_MESSAGES.notFound }] : complaint,
    });
    renderRoute(<ComplaintPage />, { path: '/complaints/:ticket', url: '/complaints/GR-2611-0042' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'someone@example.in');
    await user.click(screen.getByRole('button', { name: 'Open the complaint' }));
    expect(await screen.findByText(COMPLAINT_MESSAGES.notFound)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'anil@example.in');
    await user.click(screen.getByRole('button', { name: 'Open the complaint' }));
    expect(await screen.findByText('A new jar is on its way.')).toBeInTheDocument();
    expect(screen.getByText(/Not yet: we promise it by 20 Dec 2026/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { email: 'someone@example.in' },
      { email: 'anil@example.in' },
    ]);
  });

  test('the e-mail’s link opens it with its token, and the customer may write again', async () => {
    const { calls } = fakeFetch({
      'POST /api/complaints/GR-2611-0042/view': complaint,
      'POST /api/complaints/GR-2611-0042/messages': {
        message: COMPLAINT_MESSAGES.replySent,
        complaint: {
          ...complaint,
          status: 'open',
          messages: [
            ...complaint.messages,
            { id: 3, author: 'customer', body: 'Thank you!', created_at: '2026-11-21T10:00:00.000Z' },
          ],
        },
      },
    });
    // The link's query string, as the router reads it from an address.
    const { router } = renderRoute(<p>Start</p>, {
      path: '/start',
      extraRoutes: [{ path: '/complaints/:ticket', element: <ComplaintPage /> }],
    });
    await act(() => router.navigate('/complaints/GR-2611-0042?token=abc123'));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Write to the farm'), 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(COMPLAINT_MESSAGES.replySent)).toBeInTheDocument();
    expect(calls.find((call) => call.url.pathname.endsWith('/messages'))?.body).toEqual({
      token: 'abc123',
      message: 'Thank you!',
    });
  });
});
