/**
 * The installed app's icon carries the unread count (Badging API): unread notifications and
 * conversations with unread messages, as the header counts them; none clears it.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser } from '../../test/render-app';
import { renderComponent } from '../../test/render-component';
import { useAppBadge } from './use-app-badge';

function Badged() {
  useAppBadge();
  return null;
}

const playBadging = () => {
  const setAppBadge = vi.fn(async () => undefined);
  const clearAppBadge = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'setAppBadge', { configurable: true, value: setAppBadge });
  Object.defineProperty(navigator, 'clearAppBadge', { configurable: true, value: clearAppBadge });
  return { setAppBadge, clearAppBadge };
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'setAppBadge');
  Reflect.deleteProperty(navigator, 'clearAppBadge');
});

describe('the app badge', () => {
  it('shows unread notifications and conversations together', async () => {
    const badging = playBadging();
    stubApi({
      [route('getNotificationCounts')]: () => json(200, { unread: 3 }),
      [route('getMessageCounts')]: () => json(200, { unread: 2 }),
    });
    renderComponent(<Badged />, { user: makeSessionUser() });
    await waitFor(() => expect(badging.setAppBadge).toHaveBeenCalledWith(5));
    expect(badging.clearAppBadge).not.toHaveBeenCalled();
  });

  it('is cleared when nothing is unread', async () => {
    const badging = playBadging();
    stubApi({});
    renderComponent(<Badged />, { user: makeSessionUser() });
    await waitFor(() => expect(badging.clearAppBadge).toHaveBeenCalled());
    expect(badging.setAppBadge).not.toHaveBeenCalled();
  });
});
