import { groupText } from '@quad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/languages';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';
import { makeGroup, makeGroupSummary } from './group-test-kit';

const robotics = makeGroupSummary({
  name: 'Robotics Club',
  slug: 'robotics-club',
  privacy: 'private',
  kind: 'club',
  memberCount: 1,
  viewerState: 'member',
  viewerRole: 'admin',
});
const chem = makeGroupSummary({ name: 'CHEM 201 study group', kind: 'course', memberCount: 30 });
const climbing = makeGroupSummary({ name: 'Climbing crowd', kind: 'interest' });

describe('/groups', () => {
  it('shows your groups and suggestions, each with its privacy, kind and members in words', async () => {
    stubApi({
      [route('getMyGroups')]: () => json(200, [robotics]),
      [route('getGroupSuggestions')]: () => json(200, [chem]),
    });
    renderApp('/groups', { user: makeSessionUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Groups' })).toBeInTheDocument();
    const yours = await screen.findByRole('list', { name: 'Your groups' });
    const card = within(yours).getByRole('article', { name: 'Robotics Club' });
    expect(within(card).getByRole('link', { name: 'Robotics Club' })).toHaveAttribute(
      'href',
      '/groups/robotics-club',
    );
    expect(card).toHaveTextContent('Private group · Club · 1 member');
    const suggested = await screen.findByRole('list', { name: 'Suggested for you' });
    expect(
      within(suggested).getByRole('article', { name: 'CHEM 201 study group' }),
    ).toHaveTextContent('Public group · Course · 30 members');
    expect(screen.getByRole('button', { name: 'Create group' })).toBeInTheDocument();
    expect(document.title).toBe('Groups | Quad');
  });

  it("says each group's privacy and members in the member's language, by its plural rules", async () => {
    await activateLanguage('ar', 'signed-in');
    stubApi({
      [route('getMyGroups')]: () => json(200, [robotics]),
      [route('getGroupSuggestions')]: () => json(200, [{ ...chem, memberCount: 2 }]),
    });
    renderApp('/groups', { user: makeSessionUser() });
    const yours = await screen.findByRole('list', { name: 'مجموعاتك' });
    const card = within(yours).getByRole('article', { name: 'Robotics Club' });
    expect(card).toHaveTextContent('مجموعة خاصة · نادٍ · عضو واحد');
    expect(within(card).getByRole('link', { name: 'Robotics Club' })).toHaveAttribute(
      'dir',
      'auto',
    );
    const suggested = await screen.findByRole('list', { name: 'مقترحة لك' });
    expect(suggested).toHaveTextContent('مجموعة عامة · مقرر دراسي · عضوان');
    expect(document.title).toBe('المجموعات | Quad');
  });

  it('pages your groups with Load more groups', async () => {
    const second = makeGroupSummary({ name: 'Second page group' });
    stubApi({
      [route('getMyGroups')]: (call) =>
        call.query.get('cursor') === 'page-2'
          ? json(200, [second])
          : new Response(JSON.stringify([robotics]), {
              status: 200,
              headers: {
                'Content-Type': 'application/json',
                Link: '</api/v1/groups/mine?cursor=page-2>; rel="next"',
              },
            }),
      [route('getGroupSuggestions')]: () => json(200, []),
    });
    const { events } = renderApp('/groups', { user: makeSessionUser() });
    await events.click(await screen.findByRole('button', { name: 'Load more groups' }));
    const yours = screen.getByRole('list', { name: 'Your groups' });
    expect(
      await within(yours).findByRole('article', { name: 'Second page group' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more groups' })).toBeNull();
  });

  it('searches groups by what is typed, and filters them by kind', async () => {
    const api = stubApi({
      [route('getMyGroups')]: () => json(200, [robotics]),
      [route('getGroupSuggestions')]: () => json(200, []),
      [route('searchGroups')]: (call) => {
        const kind = call.query.get('kind');
        const q = call.query.get('q');
        if (kind === 'interest') return json(200, [climbing]);
        if (q === 'chem') return json(200, [chem]);
        return json(200, []);
      },
    });
    const { events } = renderApp('/groups', { user: makeSessionUser() });
    await screen.findByRole('list', { name: 'Your groups' });
    await events.type(screen.getByRole('searchbox', { name: 'Search groups' }), 'chem');
    const results = await screen.findByRole('list', { name: 'Results' });
    expect(
      within(results).getByRole('article', { name: 'CHEM 201 study group' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your groups' })).toBeNull();

    await events.clear(screen.getByRole('searchbox', { name: 'Search groups' }));
    expect(await screen.findByRole('list', { name: 'Your groups' })).toBeInTheDocument();
    const interest = screen.getByRole('button', { name: 'Interest' });
    await events.click(interest);
    expect(interest).toHaveAttribute('aria-pressed', 'true');
    expect(
      await within(await screen.findByRole('list', { name: 'Results' })).findByRole('article', {
        name: 'Climbing crowd',
      }),
    ).toBeInTheDocument();
    const searches = api
      .apiCalls()
      .filter((call) => call.path === '/api/v1/groups')
      .map((call) => `${call.query.get('q') ?? ''}|${call.query.get('kind') ?? ''}`);
    expect(searches).toContain('chem|');
    expect(searches).toContain('|interest');

    await events.click(screen.getByRole('button', { name: 'All kinds' }));
    expect(await screen.findByRole('list', { name: 'Your groups' })).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    stubApi({
      [route('getMyGroups')]: () => json(200, []),
      [route('getGroupSuggestions')]: () => json(200, []),
      [route('searchGroups')]: () => json(200, []),
    });
    const { events } = renderApp('/groups', { user: makeSessionUser() });
    expect(await screen.findByText('You are not in any group yet.')).toBeInTheDocument();
    await events.type(screen.getByRole('searchbox', { name: 'Search groups' }), 'zzz');
    expect(await screen.findByText('No groups match your search.')).toBeInTheDocument();
  });
});

describe('Create group', () => {
  const openDialog = async (moderator = false, createGroup = 'Create group') => {
    const api = stubApi({
      [route('getMyGroups')]: () => json(200, []),
      [route('getGroupSuggestions')]: () => json(200, []),
      [route('moderationAccess')]: () => json(200, { moderator }),
      [route('createGroup')]: (call) =>
        json(
          201,
          makeGroup({
            ...(call.body as object),
            slug: 'robotics-club',
            viewerState: 'member',
            viewerRole: 'admin',
          }),
        ),
      [route('getGroup', '/groups/robotics-club')]: () =>
        json(
          200,
          makeGroup({
            name: 'Robotics Club',
            slug: 'robotics-club',
            viewerState: 'member',
            viewerRole: 'admin',
          }),
        ),
      [route('getGroupPosts', '/groups/robotics-club/posts')]: () => json(200, []),
      [route('getPinnedGroupPosts', '/groups/robotics-club/posts/pinned')]: () => json(200, []),
      [route('getPendingGroupPosts', '/groups/robotics-club/posts/pending')]: () => json(200, []),
    });
    const view = renderApp('/groups', { user: makeSessionUser() });
    await view.events.click(await screen.findByRole('button', { name: createGroup }));
    const dialog = await screen.findByRole('dialog', { name: createGroup });
    return { ...view, api, dialog };
  };

  it("shows the contract's messages, and offers College only to site moderators", async () => {
    const { events, dialog, api } = await openDialog();
    const kind = within(dialog).getByRole('combobox', { name: 'Kind' });
    await waitFor(() =>
      expect(api.apiCalls().map((call) => call.path)).toContain('/api/v1/moderation/access'),
    );
    const options = within(kind)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Choose a kind', 'Club', 'Course', 'Residence', 'Interest']);
    await events.type(within(dialog).getByRole('textbox', { name: 'Group name' }), 'ab');
    await events.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(groupText.nameTooShort)).toBeInTheDocument();
    expect(within(dialog).getByText(groupText.kindRequired)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Group name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.apiCalls().some((call) => call.method === 'POST')).toBe(false);
  });

  it("says the kinds, the privacies and the contract's messages in the member's language", async () => {
    await activateLanguage('es', 'signed-in');
    const { events, dialog, api } = await openDialog(false, 'Crear grupo');
    const kind = within(dialog).getByRole('combobox', { name: 'Tipo' });
    await waitFor(() =>
      expect(api.apiCalls().map((call) => call.path)).toContain('/api/v1/moderation/access'),
    );
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elige un tipo', 'Club', 'Curso', 'Residencia', 'Interés']);
    const privacy = within(dialog).getByRole('group', { name: 'Privacidad' });
    for (const name of ['Público', 'Privado', 'Oculto']) {
      expect(
        within(privacy).getByRole('radio', { name: new RegExp(`^${name}`) }),
      ).toBeInTheDocument();
    }
    await events.type(within(dialog).getByRole('textbox', { name: 'Nombre del grupo' }), 'ab');
    await events.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(
      await within(dialog).findByText('El nombre de un grupo necesita al menos 3 caracteres.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Elige qué tipo de grupo es.')).toBeInTheDocument();
    expect(api.apiCalls().some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers College to a site moderator', async () => {
    const { dialog } = await openDialog(true);
    const kind = within(dialog).getByRole('combobox', { name: 'Kind' });
    expect(await within(kind).findByRole('option', { name: 'College' })).toBeInTheDocument();
  });

  it('asks the questions of a private group only, sends the filled ones and opens the new group', async () => {
    const { events, dialog, api, path } = await openDialog();
    expect(
      within(dialog).queryByRole('group', { name: 'Questions for people who ask to join' }),
    ).toBeNull();
    await events.type(within(dialog).getByRole('textbox', { name: 'Group name' }), 'Robotics Club');
    await events.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind' }), 'Club');
    const privacy = within(dialog).getByRole('group', { name: 'Privacy' });
    for (const name of ['Public', 'Private', 'Hidden']) {
      expect(
        within(privacy).getByRole('radio', { name: new RegExp(`^${name}`) }),
      ).toBeInTheDocument();
    }
    expect(privacy).toHaveTextContent('Only members and people invited know the group exists.');
    await events.click(within(privacy).getByRole('radio', { name: /^Private/ }));
    const questions = within(dialog).getByRole('group', {
      name: 'Questions for people who ask to join',
    });
    await events.type(
      within(questions).getByRole('textbox', { name: 'Question 1' }),
      'Which robot did you build?',
    );
    await events.type(
      within(dialog).getByRole('textbox', { name: 'Description' }),
      'We build robots.',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(path()).toBe('/groups/robotics-club'));
    const created = api.apiCalls().find((call) => call.method === 'POST');
    expect(created?.body).toEqual({
      name: 'Robotics Club',
      kind: 'club',
      privacy: 'private',
      description: 'We build robots.',
      questions: ['Which robot did you build?'],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Robotics Club' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
