import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderRoute } from '../test/render';
import { makeSite } from '../test/factories';
import { CHAT_WIDGET, ChatWidget } from './ChatWidget';

const site = makeSite({ whatsapp_number: '9000000001' });

afterEach(() => vi.restoreAllMocks());

describe('ChatWidget', () => {
  it("refuses with the spec's alert when no phone number is set", async () => {
    fakeFetch({ 'GET /api/site': { ...site, whatsapp_number: '' } });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderRoute(<ChatWidget />);
    await userEvent.click(screen.getByRole('button', { name: 'Chat with us on WhatsApp' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(alert).toHaveBeenCalledWith('There is no phone number added to this widget!');
    expect(open).not.toHaveBeenCalled();
  });

  it('opens WhatsApp with country code 91 and the shop number', async () => {
    fakeFetch({ 'GET /api/site': site });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderRoute(<ChatWidget />);
    await screen.findByRole('button', { name: 'Chat with us on WhatsApp' });
    await act(async () => {});
    await userEvent.click(screen.getByRole('button', { name: 'Chat with us on WhatsApp' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(open.mock.calls[0]?.[0]).toMatch(/^https:\/\/wa\.me\/919000000001\?text=/);
  });

  it('types for 3 seconds after opening, and uses the spec sizes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeFetch({ 'GET /api/site': site });
    renderRoute(<ChatWidget />);
    const toggle = screen.getByRole('button', { name: 'Chat with us on WhatsApp' });
    expect(toggle).toHaveStyle({ width: `${CHAT_WIDGET.iconSize}px` });
    await userEvent.click(toggle);
    expect(screen.getByLabelText('Typing')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveStyle({ width: '300px' });
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByLabelText('Typing')).not.toBeInTheDocument();
    vi.useRealTimers();
    expect(CHAT_WIDGET).toMatchObject({
      width: 300,
      mobileWidth: 260,
      iconSize: 60,
      mobileIconSize: 45,
      typingMs: 3000,
      autoOpen: false,
    });
  });
});
