import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { MemberRow } from './member-row';

const picture = 'https://quad.test/media/maya/avatar.webp';

const renderRow = (row: ReactNode) => render(<MemoryRouter>{row}</MemoryRouter>);

describe('MemberRow', () => {
  it('is named by the member, links the name to the profile, and shows the context and actions', async () => {
    const unfollow = vi.fn();
    renderRow(
      <MemberRow
        picture={picture}
        name="Maya Haddad"
        href="/profile/mayahaddad"
        context="12 mutual friends"
        actions={<Button onClick={unfollow}>Unfollow</Button>}
      />,
    );
    const row = screen.getByRole('article', { name: 'Maya Haddad' });
    // The link is the name alone: the picture beside it is not read as a second "Maya Haddad".
    expect(within(row).getByRole('link')).toHaveAccessibleName('Maya Haddad');
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/profile/mayahaddad');
    expect(within(row).getByRole('presentation')).toHaveAttribute('src', picture);
    expect(within(row).getByRole('presentation')).toHaveAttribute('alt', '');
    expect(within(row).getByText('12 mutual friends')).toBeVisible();
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Unfollow' }));
    expect(unfollow).toHaveBeenCalledOnce();
    // The actions sit beside the link, never inside it.
    expect(within(row).getByRole('link')).not.toContainElement(
      within(row).getByRole('button', { name: 'Unfollow' }),
    );
  });

  it('shows the name as text when there is nowhere to go, and a message under the row', () => {
    renderRow(
      <MemberRow
        picture={null}
        name="Dana Reyes"
        status={<p role="alert">Could not unblock Dana Reyes.</p>}
      />,
    );
    const row = screen.getByRole('article', { name: 'Dana Reyes' });
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).getByRole('presentation')).toHaveAttribute('src', '/default-avatar.svg');
    expect(within(row).getByRole('alert')).toHaveTextContent('Could not unblock Dana Reyes.');
  });

  it('can be a card with its actions under the name', () => {
    renderRow(
      <MemberRow
        layout="card"
        picture={picture}
        name="Omar Diaz"
        href="/profile/omardiaz"
        actions={[<Button key="confirm">Confirm</Button>, <Button key="delete">Delete</Button>]}
      />,
    );
    const card = screen.getByRole('article', { name: 'Omar Diaz' });
    expect(within(card).getByRole('link', { name: 'Omar Diaz' })).toHaveAttribute(
      'href',
      '/profile/omardiaz',
    );
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Confirm', 'Delete']);
  });

  it('can be a whole-row link, named by all it shows, with an unread mark in words', async () => {
    const onNavigate = vi.fn();
    renderRow(
      <ul>
        <li>
          <MemberRow
            wholeRowLink
            href="/messages/bobsmith"
            picture={picture}
            name="Bob Smith"
            context="See you at 6"
            unread="2 unread"
            onNavigate={onNavigate}
          />
        </li>
      </ul>,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/messages/bobsmith');
    expect(link).toHaveAccessibleName('Bob Smith See you at 6 2 unread');
    expect(screen.queryByRole('article')).toBeNull();
    await userEvent.setup().click(link);
    expect(onNavigate).toHaveBeenCalledOnce();
  });

  it('does not type-check with actions inside a whole-row link', () => {
    const withButton = (
      // @ts-expect-error A link cannot hold buttons.
      <MemberRow wholeRowLink href="/x" picture={null} name="X" actions={<Button>Add</Button>} />
    );
    expect(withButton.props).toHaveProperty('wholeRowLink', true);
  });

  it('is a plain part of a larger whole with as="div"', () => {
    renderRow(
      <article aria-label="Post by Ana Silva">
        <MemberRow
          as="div"
          picture={picture}
          name="Ana Silva"
          href="/profile/anasilva"
          context="Not suspended"
        />
      </article>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Ana Silva' })).toHaveAttribute(
      'href',
      '/profile/anasilva',
    );
    expect(screen.getByText('Not suspended')).toBeVisible();
  });
});
