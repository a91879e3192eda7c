import type { UserSummary } from '@quad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { friendsPageInfosQuery } from '../api';
import { friendsInfos, makeSessionUser, makeSummary } from '../test/factories';
import { json, route, stubApi } from '../test/fetch-stub';
import { renderComponent } from '../test/render-component';
import { Composer } from './composer';
import { useMentionCombobox } from './mention-combobox';

function PostBox() {
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  const mention = useMentionCombobox({ value: text, onChange: setText, inputRef: ref });
  return (
    <div style={{ position: 'relative' }}>
      <textarea ref={ref} aria-label="What's on your mind" value={text} {...mention.inputProps} />
      {mention.listbox}
    </div>
  );
}

const ada = { ...makeSummary('Ada', 'Lovelace'), username: 'adalovelace' };
const adam = { ...makeSummary('Adam', 'Smith'), username: 'adamsmith' };
const zoe = { ...makeSummary('Zoë', 'Adair'), username: 'zoeadair' };

/** Friends Ada and Zoë; the member search knows Adam and Ada. */
const stubMembers = (found: UserSummary[] = [adam, ada]) =>
  stubApi({
    [route('getFriendsPageInfos')]: () => json(200, friendsInfos({ friends: [zoe, ada] })),
    [route('search', '/user/search/a')]: () => json(200, found),
    [route('search', '/user/search/ad')]: () => json(200, found),
    [route('search', '/user/search/ada')]: () => json(200, found),
  });

const optionNames = () =>
  within(screen.getByRole('listbox', { name: 'Members to mention' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the mention combobox', () => {
  it('offers friends first, then members, and Enter writes the chosen @username', async () => {
    stubMembers();
    const { events } = renderComponent(<PostBox />, { user: makeSessionUser() });
    const box = await screen.findByRole('combobox', { name: "What's on your mind" });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await events.type(box, 'See you @ad');
    await waitFor(() =>
      expect(optionNames()).toEqual([
        'Zoë Adair@zoeadair',
        'Ada Lovelace@adalovelace',
        'Adam Smith@adamsmith',
      ]),
    );
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await events.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await events.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await events.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(box).toHaveValue('See you @adalovelace ');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveFocus();
    // Writing goes on after the mention.
    await events.keyboard('tonight');
    expect(box).toHaveValue('See you @adalovelace tonight');
  });

  it('listens to the friends answer only while an @ is being written', async () => {
    stubMembers();
    const { events, queryClient } = renderComponent(<PostBox />, { user: makeSessionUser() });
    const box = await screen.findByRole('combobox', { name: "What's on your mind" });
    const friendsQuery = () =>
      queryClient.getQueryCache().find({ queryKey: friendsPageInfosQuery.queryKey });
    // The header's answer arrives: a closed box is not drawn again for it.
    await queryClient.fetchQuery(friendsPageInfosQuery);
    expect(friendsQuery()?.getObserversCount()).toBe(0);
    await events.type(box, '@');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    expect(friendsQuery()?.getObserversCount()).toBe(1);
    await events.keyboard('{Escape}');
    await events.type(box, ' done');
    await waitFor(() => expect(friendsQuery()?.getObserversCount()).toBe(0));
  });

  it('closes with Escape, leaving the text as it is', async () => {
    stubMembers();
    const { events } = renderComponent(<PostBox />, { user: makeSessionUser() });
    const box = await screen.findByRole('combobox', { name: "What's on your mind" });
    await events.type(box, '@');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    expect(optionNames()).toEqual(['Zoë Adair@zoeadair', 'Ada Lovelace@adalovelace']);
    await events.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('@');
    // A new @ opens it again.
    await events.type(box, ' @');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
  });

  it('in a comment box, Enter chooses a member instead of sending', async () => {
    stubMembers();
    const onSend = vi.fn(() => Promise.resolve());
    const { events } = renderComponent(
      <Composer
        label="Write a comment"
        placeholder="Write a comment..."
        maxLength={100}
        noun="comment"
        previewAlt="Attachment"
        imageMessages={{ unsupported: () => 'Not an image', tooLarge: () => 'Too big' }}
        onSend={onSend}
        busy={false}
        busyLabel="Sending"
        mentions
      />,
      { user: makeSessionUser() },
    );
    const box = await screen.findByRole('combobox', { name: 'Write a comment' });
    await events.type(box, 'cc @zo');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    await events.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('cc @zoeadair ');
    await events.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith({ text: 'cc @zoeadair', photo: undefined });
  });
});
