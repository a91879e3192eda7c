import type { Profile } from '@quad/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../test/factories';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';

const bob = (overrides: Partial<Profile> = {}) =>
  makeProfile({
    _id: '0190a1b2-c3d4-7e5f-8a9b-00000000b0b0',
    username: 'bobsmith',
    first_name: 'Bob',
    last_name: 'Smith',
    ...overrides,
  });

const openBob = async (profile: Profile) => {
  stubApi({ [route('getProfile', '/user/getProfile/bobsmith')]: () => json(200, profile) });
  renderApp('/profile/bobsmith', { user: makeSessionUser() });
  return screen.findByRole('heading', { level: 1, name: 'Bob Smith' });
};

describe('the affiliation badge on the profile header', () => {
  it('shows the university affiliation the profile answer carries, under the name', async () => {
    const heading = await openBob(bob({ affiliation: 'Faculty' }));
    const badge = screen.getByText('Faculty');
    expect(badge).toBeVisible();
    // Read out with what it is.
    expect(screen.getByText('University affiliation:')).toHaveClass('visually-hidden');
    expect(heading).not.toHaveTextContent('Faculty');
  });

  it('shows nothing when the member has none or hides it', async () => {
    await openBob(bob());
    for (const value of ['Student', 'Faculty', 'Staff', 'Alum']) {
      expect(screen.queryByText(value)).not.toBeInTheDocument();
    }
    expect(screen.queryByText(/University affiliation/)).not.toBeInTheDocument();
  });
});
