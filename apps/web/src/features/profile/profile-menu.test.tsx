import type { Profile } from '@quad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../test/deferred';
import { makeProfile, NO_FRIENDSHIP } from '../../test/factories';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';

const BOB_ID = '0190a1b2-c3d4-7e5f-8a9b-00000000b0b0';
const bob = makeProfile({
  _id: BOB_ID,
  username: 'bobsmith',
  first_name: 'Bob',
  last_name: 'Smith',
  friendship: { ...NO_FRIENDSHIP, friends: true, following: true },
});
const CONSEQUENCES =
  "Bob won't be able to see your profile, posts or comments, find you in search, or message you. Your friendship and follows end. They won't be told.";

/** Bob's profile as the server holds it: unknown once the block went through. */
const stubBob = (blockAnswer: () => Response | Promise<Response>) => {
  let blocked = false;
  return stubApi({
    [route('getProfile', '/user/getProfile/bobsmith')]: () =>
      json(
        200,
        blocked
          ? { success: false, message: 'This profile does not exist.' }
          : (bob satisfies Profile),
      ),
    [route('blockMember', `/user/block/${BOB_ID}`)]: async () => {
      const answer = await blockAnswer();
      if (answer.ok) blocked = true;
      return answer;
    },
  });
};

const openBobsMenu = async () => {
  const user = makeSessionUser();
  const view = renderApp('/profile/bobsmith', { user });
  await screen.findByRole('heading', { level: 1, name: /^Bob Smith/ });
  await view.events.click(screen.getByRole('button', { name: 'More options for Bob Smith' }));
  return { ...view, user };
};

describe('the profile’s More menu', () => {
  it('is a labelled menu button offering Report and Block {first name}', async () => {
    stubBob(() => json(200, { message: 'ok' }));
    await openBobsMenu();
    const trigger = screen.getByRole('button', { name: 'More options for Bob Smith' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'More options for Bob Smith' });
    expect(within(menu).getByRole('menuitem', { name: 'Report Bob' })).toHaveFocus();
    expect(within(menu).getByRole('menuitem', { name: 'Block Bob' })).toBeInTheDocument();
  });

  it('is not on one’s own profile', async () => {
    const user = makeSessionUser();
    stubApi({});
    renderApp('/profile', { user });
    await screen.findByRole('heading', { level: 1, name: new RegExp(user.first_name) });
    expect(
      screen.queryByRole('button', { name: 'More options for Bob Smith' }),
    ).not.toBeInTheDocument();
  });

  it('asks first, saying what happens; Cancel changes nothing and gives the focus back', async () => {
    const api = stubBob(() => json(200, { message: 'ok' }));
    const { events } = await openBobsMenu();
    await events.click(screen.getByRole('menuitem', { name: 'Block Bob' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Bob?' });
    expect(dialog).toHaveAccessibleDescription(CONSEQUENCES);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'More options for Bob Smith' })).toHaveFocus(),
    );
    expect(api.apiCalls().filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('blocks on Block: the profile then answers as unknown and the page leaves it', async () => {
    const gate = deferred<void>();
    const api = stubBob(async () => {
      await gate.promise;
      return json(200, { message: 'ok' });
    });
    const { events, user } = await openBobsMenu();
    await events.click(screen.getByRole('menuitem', { name: 'Block Bob' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Bob?' });
    await events.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(within(dialog).getByRole('button', { name: /Block/ })).toBeDisabled();
    gate.resolve();
    // An unknown profile leads to one's own (SPEC.md §2).
    expect(
      await screen.findByRole('heading', { level: 1, name: new RegExp(user.first_name) }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Bob Smith')).not.toBeInTheDocument();
    expect(
      api
        .apiCalls()
        .filter((call) => call.method === 'PUT')
        .map((call) => call.path),
    ).toEqual([`/api/v1/user/block/${BOB_ID}`]);
  });

  it('shows the server’s refusal in the dialog', async () => {
    stubBob(() => json(429, { message: 'Too many requests. Try again in a few minutes.' }));
    const { events } = await openBobsMenu();
    await events.click(screen.getByRole('menuitem', { name: 'Block Bob' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Bob?' });
    await events.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many requests. Try again in a few minutes.',
    );
    expect(screen.getByRole('heading', { level: 1, name: /^Bob Smith/ })).toBeInTheDocument();
  });
});
