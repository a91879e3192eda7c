import type { Details } from '@quad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/languages';
import { makeProfile, ownProfile } from '../../test/factories';
import { json, route, stubApi, type StubCall } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';

const user = makeSessionUser();

/** An Intro line by its whole text: what the member wrote is isolated (<bdi>) inside it. */
const line = (text: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'LI' && element.textContent === text;

/** Every detail field, as the whole object Save must send. */
const ALL_EMPTY: Required<Details> = {
  bio: '',
  otherName: '',
  job: '',
  workplace: '',
  highSchool: '',
  college: '',
  pronouns: '',
  currentCity: '',
  hometown: '',
  relationship: '',
  instagram: '',
  github: '',
  linkedin: '',
};

/** Jane's own profile with `details`; updateDetails saves what it gets (or answers `fail`). */
const stubOwnProfile = (details: Details, fail?: { status: number; message: string }) => {
  let saved: Details = details;
  const api = stubApi({
    [route('getProfile', '/user/getProfile/janedoe')]: () =>
      json(200, ownProfile(user, { details: saved })),
    [route('updateDetails')]: (call: StubCall) => {
      if (fail) return json(fail.status, { message: fail.message });
      saved = (call.body as { infos: Details }).infos;
      return json(200, saved);
    },
  });
  const sent = () =>
    api
      .apiCalls()
      .filter((call) => call.path === '/api/v1/user/updateDetails')
      .map((call) => call.body);
  return { api, sent };
};

const intro = () => screen.getByRole('region', { name: 'Intro' });

describe('intro card', () => {
  it('shows the detail lines of the spec and links to the handles', async () => {
    stubApi({
      [route('getProfile', '/user/getProfile/bobsmith')]: () =>
        json(
          200,
          makeProfile({
            username: 'bobsmith',
            first_name: 'Bob',
            last_name: 'Smith',
            details: {
              bio: 'Marine science, surfing and coffee.',
              job: 'Tutor',
              workplace: 'Writing Center',
              college: 'Gupta College of Science',
              pronouns: 'he/him',
              highSchool: 'Conway High',
              currentCity: 'Conway',
              relationship: 'Single',
              hometown: 'Myrtle Beach',
              github: 'bob-smith',
              linkedin: 'bob-smith-1',
              instagram: 'bob.smith',
            },
          }),
        ),
    });
    renderApp('/profile/bobsmith', { user });
    await screen.findByRole('region', { name: 'Intro' });
    const card = within(intro());
    expect(card.getByText('Marine science, surfing and coffee.')).toBeInTheDocument();
    for (const text of [
      'Tutor at Writing Center',
      'Studies at Gupta College of Science',
      'he/him',
      'Went to high school at Conway High',
      'Lives in Conway',
      'Single',
      'From Myrtle Beach',
    ]) {
      expect(card.getByText(line(text))).toBeInTheDocument();
    }
    const links = {
      'github.com/bob-smith': 'https://github.com/bob-smith',
      'linkedin.com/in/bob-smith-1': 'https://www.linkedin.com/in/bob-smith-1',
      'instagram.com/bob.smith': 'https://www.instagram.com/bob.smith',
    };
    for (const [name, href] of Object.entries(links)) {
      const link = card.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('says "Works as" or "Works at" when only one of job and workplace is set', async () => {
    stubApi({
      [route('getProfile', '/user/getProfile/bobsmith')]: () =>
        json(200, makeProfile({ username: 'bobsmith', details: { job: 'Lifeguard' } })),
      [route('getProfile', '/user/getProfile/amyli')]: () =>
        json(200, makeProfile({ username: 'amyli', details: { workplace: 'Campus Library' } })),
    });
    renderApp('/profile/bobsmith', { user });
    expect(await screen.findByText(line('Works as Lifeguard'))).toBeInTheDocument();
    renderApp('/profile/amyli', { user });
    expect(await screen.findByText(line('Works at Campus Library'))).toBeInTheDocument();
  });

  it('Add Bio counts the characters left out of 100 and saves the whole details object', async () => {
    const { sent } = stubOwnProfile({ college: 'Gupta College of Science', hometown: 'Aiken' });
    const { events } = renderApp('/profile', { user });
    await events.click(await screen.findByRole('button', { name: 'Add Bio' }));

    const bio = await screen.findByRole('textbox', { name: 'Bio' });
    expect(bio).toHaveFocus();
    expect(bio).toHaveAttribute('maxlength', '100');
    expect(screen.getByText('100 characters remaining')).toBeInTheDocument();
    await events.type(bio, 'Hello there');
    expect(screen.getByText('89 characters remaining')).toBeInTheDocument();
    expect(bio).toHaveAccessibleDescription('89 characters remaining');

    await events.click(within(intro()).getByRole('button', { name: 'Save' }));
    expect(await within(intro()).findByText('Hello there')).toBeInTheDocument();
    expect(sent()).toEqual([
      {
        infos: {
          ...ALL_EMPTY,
          bio: 'Hello there',
          college: 'Gupta College of Science',
          hometown: 'Aiken',
        },
      },
    ]);
    // The focus moves once the saved bio is drawn, which a loaded machine may do a moment later.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Bio' })).toHaveFocus());
  });

  it('Cancel leaves the bio as it was', async () => {
    const { sent } = stubOwnProfile({ bio: 'First words' });
    const { events } = renderApp('/profile', { user });
    await events.click(await screen.findByRole('button', { name: 'Edit Bio' }));
    const bio = await screen.findByRole('textbox', { name: 'Bio' });
    expect(bio).toHaveValue('First words');
    expect(screen.getByText('89 characters remaining')).toBeInTheDocument();
    await events.clear(bio);
    await events.type(bio, 'Other words');
    await events.click(within(intro()).getByRole('button', { name: 'Cancel' }));
    expect(within(intro()).getByText('First words')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Edit Bio' }));
    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveValue('First words');
    expect(sent()).toEqual([]);
  });

  it("shows the server's message when the bio cannot be saved", async () => {
    stubOwnProfile({}, { status: 400, message: 'Bio can have at most 100 characters.' });
    const { events } = renderApp('/profile', { user });
    await events.click(await screen.findByRole('button', { name: 'Add Bio' }));
    await events.type(await screen.findByRole('textbox', { name: 'Bio' }), 'Hi');
    await events.click(within(intro()).getByRole('button', { name: 'Save' }));
    expect(await within(intro()).findByRole('alert')).toHaveTextContent(
      'Bio can have at most 100 characters.',
    );
    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveValue('Hi');
  });
});

describe('Edit Details dialog', () => {
  const openDialog = async (details: Details, fail?: { status: number; message: string }) => {
    const { sent } = stubOwnProfile(details, fail);
    const { events } = renderApp('/profile', { user });
    await events.click(await screen.findByRole('button', { name: 'Edit Details' }));
    return { events, sent, element: await screen.findByRole('dialog', { name: 'Edit Details' }) };
  };

  it('has the sections of the spec, keeps the focus inside and gives it back', async () => {
    const { element, events } = await openDialog({});
    const dialog = within(element);
    expect(dialog.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Other Name',
      'Work',
      'Education',
      'Pronouns',
      'Current City',
      'Hometown',
      'Relationship',
      'GitHub',
      'Instagram',
      'Linkedin',
    ]);
    // The dialog moves the focus into itself once it is drawn.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus());
    await events.keyboard('{Shift>}{Tab}{/Shift}');
    expect(dialog.getByRole('button', { name: 'Add LinkedIn' })).toHaveFocus();
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Details' })).toHaveFocus();
  });

  it('Cancel restores the saved value', async () => {
    const { element, events, sent } = await openDialog({ hometown: 'Aiken' });
    const dialog = within(element);
    await events.click(dialog.getByRole('button', { name: 'Edit hometown' }));
    const input = dialog.getByRole('textbox', { name: 'Hometown' });
    expect(input).toHaveFocus();
    expect(input).toHaveValue('Aiken');
    expect(dialog.getByText('Public')).toBeInTheDocument();
    await events.clear(input);
    await events.type(input, 'Greenville');
    await events.click(dialog.getByRole('button', { name: 'Cancel' }));

    expect(dialog.getByText('Aiken')).toBeInTheDocument();
    expect(dialog.queryByText('Greenville')).toBeNull();
    expect(dialog.getByRole('button', { name: 'Edit hometown' })).toHaveFocus();
    await events.click(dialog.getByRole('button', { name: 'Edit hometown' }));
    expect(dialog.getByRole('textbox', { name: 'Hometown' })).toHaveValue('Aiken');

    await events.click(dialog.getByRole('button', { name: 'Add a job' }));
    await events.type(dialog.getByRole('textbox', { name: 'Job' }), 'Tutor');
    await events.click(
      within(dialog.getByRole('form', { name: 'Job' })).getByRole('button', { name: 'Cancel' }),
    );
    await events.click(dialog.getByRole('button', { name: 'Add a job' }));
    expect(dialog.getByRole('textbox', { name: 'Job' })).toHaveValue('');
    expect(sent()).toEqual([]);
  });

  it('Save sends the whole details object and shows the saved value', async () => {
    const { element, events, sent } = await openDialog({
      bio: 'Hi',
      college: 'Gupta College of Science',
      hometown: 'Aiken',
    });
    const dialog = within(element);
    await events.click(dialog.getByRole('button', { name: 'Add a workplace' }));
    const input = dialog.getByRole('textbox', { name: 'Workplace' });
    expect(input).toHaveAttribute('maxlength', '28');
    await events.type(input, 'Writing Center');
    await events.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByText('Writing Center')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Edit workplace' })).toHaveFocus();
    expect(sent()).toEqual([
      {
        infos: {
          ...ALL_EMPTY,
          bio: 'Hi',
          college: 'Gupta College of Science',
          hometown: 'Aiken',
          workplace: 'Writing Center',
        },
      },
    ]);
    // The intro card behind the dialog shows it too.
    await events.keyboard('{Escape}');
    expect(within(intro()).getByText(line('Works at Writing Center'))).toBeInTheDocument();
  });

  it('offers the relationship options of the spec', async () => {
    const { element, events, sent } = await openDialog({});
    const dialog = within(element);
    await events.click(dialog.getByRole('button', { name: 'Add a relationship status' }));
    const select = dialog.getByRole('combobox', { name: 'Relationship' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'Single', 'In a relationship', 'Married', 'Divorced']);
    await events.selectOptions(select, 'Married');
    await events.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Married')).toBeInTheDocument();
    expect(sent()).toEqual([{ infos: { ...ALL_EMPTY, relationship: 'Married' } }]);
  });

  it("checks a handle with the contract's rule before sending", async () => {
    const { element, events, sent } = await openDialog({});
    const dialog = within(element);
    await events.click(dialog.getByRole('button', { name: 'Add GitHub' }));
    const input = dialog.getByRole('textbox', { name: 'GitHub' });
    await events.type(input, 'bad name!');
    await events.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText('A GitHub username has only letters, numbers and single hyphens.'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toEqual([]);
  });

  it('says the rules in French, naming the field as the form does', async () => {
    await activateLanguage('fr', 'signed-in');
    const { sent } = stubOwnProfile({});
    const { events } = renderApp('/profile', { user });
    await events.click(await screen.findByRole('button', { name: 'Modifier les informations' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier les informations' }));
    // A college's full name may be longer than the other fields, another name may not.
    await events.click(dialog.getByRole('button', { name: 'Ajouter une faculté' }));
    await events.type(dialog.getByRole('combobox', { name: 'Faculté' }), 'x'.repeat(29));
    await events.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await dialog.findByText('Le nom de la faculté peut contenir au plus 28 caractères.'),
    ).toBeInTheDocument();

    await events.click(dialog.getByRole('button', { name: 'Ajouter GitHub' }));
    await events.type(dialog.getByRole('textbox', { name: 'GitHub' }), 'bad name!');
    await events.click(
      within(dialog.getByRole('form', { name: 'GitHub' })).getByRole('button', {
        name: 'Enregistrer',
      }),
    );
    expect(
      await dialog.findByText(
        'Un nom d’utilisateur GitHub ne contient que des lettres, des chiffres et des traits d’union isolés.',
      ),
    ).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it("shows the server's message when saving fails and keeps the editor open", async () => {
    const { element, events } = await openDialog(
      {},
      { status: 500, message: 'Something went wrong. Please try again.' },
    );
    const dialog = within(element);
    await events.click(dialog.getByRole('button', { name: 'Add current city' }));
    await events.type(dialog.getByRole('textbox', { name: 'Current city' }), 'Conway');
    await events.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Current city' })).toHaveValue('Conway'),
    );
  });
});
