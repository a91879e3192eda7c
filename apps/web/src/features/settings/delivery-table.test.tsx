import {
  DELIVERY_KINDS,
  DELIVERY_KIND_LABELS,
  NOTIFICATION_KINDS,
  defaultEmailChoice,
  type DeliverySettings,
  type NotificationPreferences,
} from '@quad/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDeliverySettings } from '../../test/factories';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser } from '../../test/render-app';
import { renderComponent } from '../../test/render-component';
import { DeliveryTable } from './delivery-table';

const allOn = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, true]),
) as NotificationPreferences;

const defaults = makeDeliverySettings();

const open = () => {
  // The server keeps each change and answers the settings with it.
  let saved = defaults;
  const applying = (body: Partial<DeliverySettings>) =>
    (saved = { ...saved, ...body, kinds: { ...saved.kinds, ...body.kinds } });
  const api = stubApi({
    [route('getNotificationPreferences')]: () => json(200, allOn),
    [route('getDeliverySettings')]: () => json(200, saved),
    [route('updateDeliverySettings')]: (call) =>
      json(200, applying(call.body as Partial<DeliverySettings>)),
    [route('updateNotificationPreferences')]: (call) => json(200, call.body),
  });
  const view = renderComponent(<DeliveryTable />, { user: makeSessionUser() });
  return { api, ...view };
};

describe('the notification delivery table', () => {
  it('lists every kind under its group, with In Quad, Push and E-mail for each', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'What reaches you, and how' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(
      expect.arrayContaining([
        'Kind',
        'In Quad',
        'Push',
        'E-mail',
        'People',
        'Posts',
        'Groups',
        'Events',
        'Messages',
        'Safety',
      ]),
    );
    for (const kind of DELIVERY_KINDS) {
      const label = DELIVERY_KIND_LABELS[kind];
      expect(within(table).getByRole('rowheader', { name: label })).toBeInTheDocument();
      expect(within(table).getByRole('checkbox', { name: `Push: ${label}` })).toBeChecked();
      expect(within(table).getByRole('combobox', { name: `E-mail: ${label}` })).toHaveValue(
        defaultEmailChoice(kind),
      );
    }
    // The bell's own switch where a kind has one; the others always ring it.
    expect(within(table).getByRole('checkbox', { name: 'In Quad: New followers' })).toBeChecked();
    expect(within(table).getAllByText('Always')).toHaveLength(
      DELIVERY_KINDS.length - NOTIFICATION_KINDS.length,
    );
    expect(screen.getByRole('combobox', { name: 'Digest' })).toHaveValue('weekly');
    expect(
      screen.getByRole('checkbox', { name: 'Show message text in e-mails' }),
    ).not.toBeChecked();
  });

  it('saves each change by keyboard: a kind’s e-mail, its push, the bell, the digest, message text', async () => {
    const { api, events } = open();
    const email = await screen.findByRole('combobox', { name: 'E-mail: Comments on your posts' });
    email.focus();
    await events.selectOptions(email, 'Off');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved.'));
    expect(email).toHaveValue('off');

    const push = screen.getByRole('checkbox', { name: 'Push: Direct messages' });
    push.focus();
    await events.keyboard(' ');
    expect(push).not.toBeChecked();

    const bell = screen.getByRole('checkbox', { name: 'In Quad: New followers' });
    bell.focus();
    await events.keyboard(' ');
    expect(bell).not.toBeChecked();

    await events.selectOptions(screen.getByRole('combobox', { name: 'Digest' }), 'Daily');
    await events.click(screen.getByRole('checkbox', { name: 'Show message text in e-mails' }));

    await waitFor(() =>
      expect(api.apiCalls().filter((call) => call.method === 'PUT')).toHaveLength(5),
    );
    const puts = api.apiCalls().filter((call) => call.method === 'PUT');
    expect(puts.map((call) => [call.path, call.body])).toEqual([
      ['/api/v1/settings/delivery', { kinds: { comment: { push: true, email: 'off' } } }],
      ['/api/v1/settings/delivery', { kinds: { message: { push: false, email: 'immediately' } } }],
      ['/api/v1/settings/notifications', { ...allOn, new_follower: false }],
      ['/api/v1/settings/delivery', { digest: 'daily' }],
      ['/api/v1/settings/delivery', { show_message_text: true }],
    ]);
    expect(screen.getByRole('combobox', { name: 'Digest' })).toHaveValue('daily');
    expect(screen.getByRole('checkbox', { name: 'Show message text in e-mails' })).toBeChecked();
  });

  it('shows a choice in the event that makes it, so a quick second one starts from it', async () => {
    const { api } = open();
    const email = await screen.findByRole('combobox', { name: 'E-mail: Comments on your posts' });
    expect(email).toHaveValue('digest');
    // Two presses of ↑ on a closed select, before any answer: Digest → Immediately → Off.
    fireEvent.change(email, { target: { value: 'immediately' } });
    expect(email).toHaveValue('immediately');
    fireEvent.change(email, { target: { value: 'off' } });
    expect(email).toHaveValue('off');

    const puts = () => api.apiCalls().filter((call) => call.method === 'PUT');
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts().map((call) => call.body)).toEqual([
      { kinds: { comment: { push: true, email: 'immediately' } } },
      { kinds: { comment: { push: true, email: 'off' } } },
    ]);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved.'));
    expect(email).toHaveValue('off');
  });

  it('can be scrolled by keyboard on a narrow screen', async () => {
    open();
    const region = await screen.findByRole('region', { name: 'What reaches you, and how' });
    expect(region).toHaveAttribute('tabindex', '0');
  });
});
