import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../test/factories';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';
import { picturePost } from './picture-test-kit';

const bobWithPosts = (urls: string[][]) =>
  makeProfile({
    _id: 'bob',
    username: 'bobsmith',
    first_name: 'Bob',
    last_name: 'Smith',
    posts: urls.map((images, index) => ({
      ...picturePost(null, '', `Post ${index}`),
      _id: `post-${index}`,
      images: images.length > 0 ? images.map((url) => ({ url })) : null,
    })),
  });

const openBob = async (urls: string[][]) => {
  stubApi({
    [route('getProfile', '/user/getProfile/bobsmith')]: () => json(200, bobWithPosts(urls)),
  });
  const { events } = renderApp('/profile/bobsmith', { user: makeSessionUser() });
  const card = await screen.findByRole('region', { name: 'Recent Photos' });
  return { events, card };
};

describe('Recent Photos card', () => {
  it('says so when the posts have no pictures', async () => {
    const { card } = await openBob([[], []]);
    expect(within(card).getByText('No photos yet.')).toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows the newest 9 pictures of the member's posts", async () => {
    const urls = Array.from({ length: 12 }, (_, index) => `/media/bob/${index + 1}.jpg`);
    const { card } = await openBob([urls.slice(0, 4), [], urls.slice(4)]);
    const images = within(card).getAllByRole('img');
    expect(images).toHaveLength(9);
    expect(images.map((image) => image.getAttribute('src'))).toEqual(urls.slice(0, 9));
    expect(images[0]).toHaveAccessibleName("Attachment 1 from Bob Smith's posts");
  });

  it('opens a picture large, goes to the next one and gives focus back', async () => {
    const urls = ['/media/bob/a.jpg', '/media/bob/b.jpg', '/media/bob/c.jpg'];
    const { card, events } = await openBob([urls]);
    const second = within(card).getByRole('button', {
      name: "Attachment 2 from Bob Smith's posts",
    });
    await events.click(second);
    const viewer = await screen.findByRole('dialog', { name: 'Photo 2 of 3' });
    expect(
      within(viewer).getByRole('link', { name: "Attachment 2 from Bob Smith's posts" }),
    ).toHaveAttribute('href', urls[1]);
    await events.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeInTheDocument();
    await events.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 3' })).toBeInTheDocument();
    await events.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 3' })).toBeInTheDocument();
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(second).toHaveFocus();
  });
});
