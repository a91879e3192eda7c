import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/languages';
import { makePost } from '../../test/factories';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';

const user = makeSessionUser();

describe('a hashtag page', () => {
  it("lists the tag's posts, newest first, and follows it with the toggle button", async () => {
    const first = makePost({ text: 'Robot arm works #Robotics' });
    const second = makePost({ text: 'Build night #robotics' });
    let following = false;
    const api = stubApi({
      [route('getHashtagInfo', '/hashtags/robotics/info')]: () =>
        json(200, { tag: 'robotics', following, posts_today: 2 }),
      [route('getHashtagPosts', '/hashtags/robotics')]: () => json(200, [first, second]),
      [route('followHashtag', '/hashtags/robotics/follow')]: () => {
        following = true;
        return json(200, { tag: 'robotics', following: true });
      },
    });
    const { events } = renderApp('/hashtags/Robotics', { user });
    expect(await screen.findByRole('heading', { level: 1, name: '#robotics' })).toBeInTheDocument();
    expect(await screen.findByText('2 posts today')).toBeInTheDocument();
    const feed = await screen.findByRole('feed', { name: 'Posts with #robotics' });
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(2));
    expect(within(feed).getAllByRole('link', { name: /#robotics/i })[0]).toHaveAttribute(
      'href',
      '/hashtags/robotics',
    );
    expect(document.title).toBe('#robotics | Quad');

    const follow = screen.getByRole('button', { name: 'Follow' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await events.click(follow);
    const followingButton = await screen.findByRole('button', { name: 'Following' });
    expect(followingButton).toHaveAttribute('aria-pressed', 'true');
    expect(api.apiCalls().some((call) => call.method === 'POST')).toBe(true);
  });

  it("counts today's posts by Arabic's plurals", async () => {
    stubApi({
      [route('getHashtagInfo', '/hashtags/robotics/info')]: () =>
        json(200, { tag: 'robotics', following: false, posts_today: 2 }),
      [route('getHashtagPosts', '/hashtags/robotics')]: () => json(200, []),
    });
    await activateLanguage('ar', 'signed-in');
    renderApp('/hashtags/robotics', { user });
    expect(await screen.findByText('منشوران اليوم')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'متابعة' })).toBeInTheDocument();
    expect(await screen.findByText('لا توجد منشورات بهذا الوسم بعد')).toBeInTheDocument();
  });

  it('says so when the address names no hashtag', async () => {
    stubApi({});
    renderApp('/hashtags/not%20one', { user });
    expect(await screen.findByText('This is not a hashtag.')).toBeInTheDocument();
  });
});

describe('Trending on campus', () => {
  it('lists the trending hashtags in the right panel, each linking to its page', async () => {
    stubApi({
      [route('getTrendingHashtags')]: () =>
        json(200, [
          { tag: 'finalsweek', members: 5 },
          { tag: 'beachday', members: 1 },
        ]),
    });
    renderApp('/', { user });
    const panel = within(await screen.findByRole('complementary', { name: 'Trending on campus' }));
    const links = await panel.findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['#finalsweek5 people posting', '/hashtags/finalsweek'],
      ['#beachday1 person posting', '/hashtags/beachday'],
    ]);
  });

  it('shows nothing while nothing trends', async () => {
    renderApp('/', { user });
    await screen.findByRole('complementary', { name: 'CCU Friends' });
    expect(screen.queryByRole('complementary', { name: 'Trending on campus' })).toBeNull();
  });
});
