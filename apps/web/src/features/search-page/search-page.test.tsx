import type { GroupHit, MemberHit, PostHit, SearchAnswer } from '@quad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/languages';
import { makeEventPost } from '../../test/event-factories';
import { makeComment, makePost, makeSessionUser, makeSummary } from '../../test/factories';
import { json, route, stubApi, type StubCall } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const user = makeSessionUser();

const postHit = (text: string, ranges: [number, number][]): PostHit => ({
  ...makePost({ text }),
  highlights: [{ field: 'text', ranges }],
  matchedComment: null,
});

const memberHit = (): MemberHit => ({
  ...makeSummary('Zoë', 'Núñez'),
  college: 'Wall College of Business',
  highlights: [
    { field: 'name', ranges: [[4, 9]] },
    { field: 'college', ranges: [[0, 4]] },
  ],
});

const groupHit = (): GroupHit => ({
  _id: '0190a1b2-c3d4-7e5f-8a9b-0000000000a1',
  slug: 'chem-study',
  name: 'CHEM study group',
  kind: 'course',
  privacy: 'public',
  cover: '',
  coverSize: null,
  description: 'Weekly chemistry sessions',
  memberCount: 12,
  viewerState: 'none',
  viewerRole: null,
  highlights: [{ field: 'name', ranges: [[0, 4]] }],
});

/** An answer, with a Link header to the next page when `next` is given. */
const answer = (body: SearchAnswer, next?: string) =>
  new Response(JSON.stringify(body), {
    headers: {
      'Content-Type': 'application/json',
      ...(next && {
        Link: `</api/v1/search?cursor=${next}&q=chem&type=posts&limit=10>; rel="next"`,
      }),
    },
  });

const marks = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('mark')
    .map((mark) => mark.textContent);

const queryOf = (call: StubCall) => Object.fromEntries(call.query.entries());

describe('/search', () => {
  it('shows a few of each kind in All, the matched words marked', async () => {
    const textbook = postHit('Selling CHEM 201 <b>textbooks</b>', [
      [8, 12],
      [20, 29],
    ]);
    const commented: PostHit = {
      ...makePost({ text: 'Anyone?' }),
      highlights: [{ field: 'comment', ranges: [[11, 15]] }],
      matchedComment: makeComment('I have the CHEM book'),
    };
    const event: PostHit = {
      ...makeEventPost({ title: 'CHEM review night', location: 'Room 12' }),
      highlights: [{ field: 'title', ranges: [[0, 4]] }],
      matchedComment: null,
    };
    const api = stubApi({
      [route('searchEverything')]: () =>
        json(200, {
          posts: [textbook, commented],
          members: [memberHit()],
          groups: [groupHit()],
          events: [event],
        }),
    });
    renderApp('/search?q=chem', { user });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Search results' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'All',
      'Posts',
      'People',
      'Groups',
      'Events',
    ]);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    const posts = await screen.findByRole('region', { name: 'Posts' });
    // The post's markup is text; the marks are the answer's ranges.
    expect(
      within(posts).getByText(
        (_content, element) =>
          element?.tagName === 'P' && element.textContent === 'Selling CHEM 201 <b>textbooks</b>',
      ),
    ).toBeInTheDocument();
    expect(marks(posts)).toEqual(['CHEM', 'textbooks', 'CHEM']);
    expect(within(posts).getByText(/commented:/)).toBeInTheDocument();
    const people = screen.getByRole('region', { name: 'People' });
    expect(marks(people)).toEqual(['Núñez', 'Wall']);
    expect(marks(screen.getByRole('region', { name: 'Groups' }))).toEqual(['CHEM']);
    expect(marks(screen.getByRole('region', { name: 'Events' }))).toEqual(['CHEM']);
    expect(document.title).toBe('chem - Search | Quad');
    expect(api.apiCalls().map(queryOf)).toEqual([{ q: 'chem' }]);
  });

  it('keeps the tab in the address and pages one kind with Show more', async () => {
    const api = stubApi({
      [route('searchEverything')]: (call) => {
        if (!call.query.get('type'))
          return json(200, { posts: [], members: [], groups: [], events: [] });
        return call.query.get('cursor')
          ? answer({ posts: [postHit('CHEM notes, page two', [[0, 4]])] })
          : answer({ posts: [postHit('CHEM notes, page one', [[0, 4]])] }, 'c1');
      },
    });
    const { events, router } = renderApp('/search?q=chem', { user });
    expect(await screen.findByText('No results for “chem”.')).toBeInTheDocument();
    screen.getByRole('tab', { name: 'All' }).focus();
    await events.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=chem&type=posts'));
    expect(await screen.findByText(/page one/)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText(/page two/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(api.apiCalls().map(queryOf)).toEqual([
      { q: 'chem' },
      { q: 'chem', type: 'posts' },
      { q: 'chem', type: 'posts', cursor: 'c1' },
    ]);
  });

  it('searches again from its own box, keeping the tab', async () => {
    stubApi({
      [route('searchEverything')]: (call) =>
        json(200, { members: call.query.get('q') === 'zoe' ? [memberHit()] : [] }),
    });
    const { events, router } = renderApp('/search?q=nobody&type=members', { user });
    expect(await screen.findByText('No people found for “nobody”.')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search Quad' });
    await events.clear(box);
    await events.type(box, 'zoe{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=zoe&type=members'));
    expect(await screen.findByRole('link', { name: 'Zoë Núñez' })).toBeInTheDocument();
  });

  it('says in Spanish that a kind has nothing for the words, in one sentence', async () => {
    stubApi({ [route('searchEverything')]: () => json(200, { members: [] }) });
    await activateLanguage('es', 'signed-in');
    renderApp('/search?q=nadie&type=members', { user });
    expect(await screen.findByText('No se encontraron personas para «nadie».')).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Resultados de la búsqueda' }));
    expect(tabs.getByRole('tab', { name: 'Personas' })).toHaveAttribute('aria-selected', 'true');
    expect(document.title).toBe('nadie - Buscar | Quad');
  });

  it('opens from the header: Enter in the Search Quad box', async () => {
    stubApi({
      [route('searchEverything')]: () =>
        json(200, { posts: [], members: [], groups: [], events: [] }),
      [route('search', '/user/search/chem')]: () => json(200, []),
      [route('getAllPosts')]: () => json(200, []),
      [route('getSearchHistory')]: () => json(200, []),
    });
    const { events, router } = renderApp('/', { user });
    await events.click(await screen.findByRole('button', { name: 'Search Quad' }));
    const box = screen.getByRole('searchbox', { name: 'Search Quad' });
    await events.type(box, 'chem{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=chem');
    expect(await screen.findByText('No results for “chem”.')).toBeInTheDocument();
  });
});
