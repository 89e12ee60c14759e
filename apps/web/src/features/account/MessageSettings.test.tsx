import { NOTIFICATION_MESSAGES } from '@farm/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fakeFetch } from '../../test/render';
import { renderSignedIn, settleStorage } from '../../test/session';
import { MessageSettings } from './MessageSettings';

beforeEach(() => {
  localStorage.clear();
});
afterEach(settleStorage);

describe('MessageSettings', () => {
  test('shows the choice, says order messages always come, and saves a change', async () => {
    const { calls } = fakeFetch({
      'GET /api/customer.messages': { email_news: true, message: NOTIFICATION_MESSAGES.newsOn },
      'POST /api/customer.messages': { email_news: false, message: NOTIFICATION_MESSAGES.newsOff },
    });
    await renderSignedIn(<MessageSettings />, { path: '/' });
    const box = await screen.findByRole('checkbox', { name: NOTIFICATION_MESSAGES.newsLabel });
    expect(box).toHaveAccessibleDescription(NOTIFICATION_MESSAGES.newsHint);
    await screen.findByRole('checkbox', { checked: true });
    await userEvent.setup().click(box);
    expect(await screen.findByRole('status')).toHaveTextContent(NOTIFICATION_MESSAGES.newsOff);
    expect(box).not.toBeChecked();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ email_news: false });
  });

  test('never shows the box ticked before the customer said yes: unticked when the answer could not be read', async () => {
    fakeFetch({ 'GET /api/customer.messages': [500, { message: 'Something went wrong on our side.' }] });
    await renderSignedIn(<MessageSettings />, { path: '/' });
    const box = await screen.findByRole('checkbox', { name: NOTIFICATION_MESSAGES.newsLabel });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
  });
});
