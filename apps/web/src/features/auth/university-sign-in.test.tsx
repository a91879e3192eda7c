import {
  messages,
  moderationText,
  SIGN_IN_PROVIDERS_DATA_ID,
  universitySignInText,
  type SignInProviders,
  type UniversitySession,
} from '@quad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';
import { useSession } from '../../session/session-store';
import { unavailableText } from './provider-buttons';

const both: SignInProviders = {
  providers: [
    { id: 'oidc', displayName: 'Coastal Login', available: true },
    { id: 'saml', displayName: 'Campus Shibboleth', available: true },
  ],
  ssoOnly: false,
};

const providersRoute = route('getSignInProviders');
const exchangeRoute = route('completeUniversitySignIn');

const session = (overrides: Partial<UniversitySession> = {}): UniversitySession => ({
  ...makeSessionUser({ token: 'university.session.token' }),
  return_to: '/',
  profile_finished: true,
  ...overrides,
});

describe('university sign-in buttons', () => {
  it('shows one button per provider above the password form, with the line between them', async () => {
    stubApi({ [providersRoute]: () => json(200, both) });
    renderApp('/login');

    const oidc = await screen.findByRole('link', { name: 'Continue with Coastal Login' });
    const saml = screen.getByRole('link', { name: 'Continue with Campus Shibboleth' });
    const divider = screen.getByText(universitySignInText.divider);
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(oidc.compareDocumentPosition(saml) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(saml.compareDocumentPosition(divider) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(divider.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();

    // A full-page navigation to the server's start of the flow, back to home afterwards: a link,
    // which the content security policy's form-action does not stop at the provider's redirect.
    expect(saml).toHaveAttribute('href', '/api/v1/auth/saml/start?returnTo=%2F');
    expect(oidc).toHaveAttribute('href', '/api/v1/auth/oidc/start?returnTo=%2F');
  });

  describe('on the page the server sent, which names the configured providers', () => {
    /** The data script the server's page for a visitor carries (plugins/app-page.ts). */
    let script: HTMLScriptElement | undefined;
    const pageSays = (providers: SignInProviders) => {
      script = document.createElement('script');
      script.type = 'application/json';
      script.id = SIGN_IN_PROVIDERS_DATA_ID;
      script.textContent = JSON.stringify(providers);
      document.head.append(script);
    };
    afterEach(() => {
      script?.remove();
      script = undefined;
    });

    it('draws the buttons above the form at once, before the answer comes, and nothing moves then', async () => {
      pageSays(both);
      let answer: (response: Response) => void = () => undefined;
      stubApi({ [providersRoute]: () => new Promise<Response>((resolve) => (answer = resolve)) });
      renderApp('/login');

      const email = await screen.findByRole('textbox', { name: 'Email address' });
      // The answer has not come: the page's providers are already there, above the form.
      const oidc = screen.getByRole('link', { name: 'Continue with Coastal Login' });
      expect(oidc.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Continue with Campus Shibboleth' })).toBeVisible();

      // The answer says which can be reached now.
      answer(
        json(200, {
          ...both,
          providers: both.providers.map((provider) => ({
            ...provider,
            available: provider.id === 'oidc',
          })),
        }),
      );
      expect(await screen.findByText(unavailableText('Campus Shibboleth'))).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Continue with Coastal Login' })).toBeVisible();
    });

    it('lays out university sign-in only from the first render', async () => {
      pageSays({ providers: [both.providers[0]!], ssoOnly: true });
      stubApi({ [providersRoute]: () => new Promise<Response>(() => undefined) });
      renderApp('/login');
      expect(
        await screen.findByRole('link', { name: 'Continue with Coastal Login' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
    });
  });

  it('comes back to the page first asked for', async () => {
    stubApi({ [providersRoute]: () => json(200, both) });
    renderApp('/friends/requests');
    expect(
      await screen.findByRole('link', { name: 'Continue with Coastal Login' }),
    ).toHaveAttribute('href', '/api/v1/auth/oidc/start?returnTo=%2Ffriends%2Frequests');
  });

  it('disables the button of a provider that cannot be reached, and says so', async () => {
    stubApi({
      [providersRoute]: () =>
        json(200, {
          ssoOnly: false,
          providers: [{ id: 'oidc', displayName: 'Coastal Login', available: false }],
        }),
    });
    renderApp('/login');
    const button = await screen.findByRole('button', { name: 'Continue with Coastal Login' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(unavailableText('Coastal Login'));
    expect(screen.getByText(unavailableText('Coastal Login'))).toBeVisible();
    // The password form stays for everyone meanwhile.
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('shows the buttons on the sign-up form too', async () => {
    stubApi({ [providersRoute]: () => json(200, both) });
    const { events } = renderApp('/login');
    await screen.findByRole('link', { name: 'Continue with Coastal Login' });
    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
    expect(within(dialog).getByRole('link', { name: 'Continue with Coastal Login' })).toBeVisible();
    expect(within(dialog).getByText(universitySignInText.divider)).toBeInTheDocument();
  });

  it('replaces the sign-up and password log-in with the buttons when university sign-in only', async () => {
    stubApi({ [providersRoute]: () => json(200, { ...both, ssoOnly: true }) });
    const { events } = renderApp('/login');
    expect(
      await screen.findByRole('link', { name: 'Continue with Coastal Login' }),
    ).toBeInTheDocument();
    expect(screen.getByText(universitySignInText.ssoOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
    expect(screen.queryByText(universitySignInText.divider)).not.toBeInTheDocument();

    // Moderators keep a password log-in, folded away.
    await events.click(screen.getByText('Sign in with a password (moderators)'));
    expect(await screen.findByRole('textbox', { name: 'Email address' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
  });
});

describe('the university sign-in landing', () => {
  it('exchanges the code once, stores the session as the log-in form does, and goes to the page first asked for', async () => {
    const api = stubApi({
      [exchangeRoute]: () => json(200, session({ return_to: '/friends' })),
    });
    const { router, path } = renderApp('/login?sso=complete');
    await waitFor(() => expect(path()).toBe('/friends'));
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.apiCalls().filter((call) => call.path === '/api/v1/auth/session')).toHaveLength(1);
    expect(useSession.getState().user?.token).toBe('university.session.token');
    const cookie = JSON.parse(Cookies.get('user') ?? '{}') as Record<string, unknown>;
    expect(cookie.token).toBe('university.session.token');
    // The session holds the log-in answer's fields only; a finished profile leaves no flag.
    expect(cookie).not.toHaveProperty('return_to');
    expect(cookie).not.toHaveProperty('profile_finished');
  });

  it('sends a member already signed in home without spending anything', async () => {
    const api = stubApi({});
    const { path } = renderApp('/login?sso=complete', { user: makeSessionUser() });
    await waitFor(() => expect(path()).toBe('/'));
    expect(api.apiCalls().some((call) => call.path === '/api/v1/auth/session')).toBe(false);
  });

  it('never follows a return path to another site', async () => {
    stubApi({ [exchangeRoute]: () => json(200, session({ return_to: '//evil.example/' })) });
    const { path } = renderApp('/login?sso=complete');
    await waitFor(() => expect(path()).toBe('/'));
    expect(useSession.getState().user).not.toBeNull();
  });

  it('says the one sentence after a failed sign-in and leaves no marker in the address', async () => {
    const { router } = renderApp('/login?sso=failed');
    expect(await screen.findByRole('alert')).toHaveTextContent(universitySignInText.failed);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('says the same sentence when the code cannot be exchanged', async () => {
    stubApi({
      [exchangeRoute]: () => json(400, { message: universitySignInText.noHandoff }),
    });
    const { router } = renderApp('/login?sso=complete');
    expect(await screen.findByRole('alert')).toHaveTextContent(universitySignInText.failed);
    expect(router.state.location.search).toBe('');
    expect(useSession.getState().user).toBeNull();
  });

  it('gives a suspended member the log-in form’s own message', async () => {
    const suspended = moderationText.suspended('2026-12-07T15:00:00.000Z', 'Repeated harassment');
    stubApi({ [exchangeRoute]: () => json(403, { message: suspended }) });
    renderApp('/login?sso=complete');
    expect(await screen.findByRole('alert')).toHaveTextContent(suspended);
    expect(useSession.getState().user).toBeNull();
  });
});

describe('Finish your profile', () => {
  const text = messages.signup;

  it('stands before every signed-in page until the new member has sent it', async () => {
    const api = stubApi({
      [exchangeRoute]: () =>
        json(200, session({ ccu_college: '', return_to: '/', profile_finished: false })),
      [route('finishProfile')]: () =>
        json(200, {
          message: universitySignInText.profileFinished,
          ccu_college: 'Gupta College of Science',
          gender: 'male',
        }),
    });
    const { events, router } = renderApp('/login?sso=complete');
    expect(
      await screen.findByRole('heading', { level: 1, name: universitySignInText.finishProfile }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(JSON.parse(Cookies.get('user') ?? '{}')).toMatchObject({ profile_finished: false });

    // Another signed-in page shows it as well.
    await router.navigate('/friends');
    expect(
      await screen.findByRole('heading', { level: 1, name: universitySignInText.finishProfile }),
    ).toBeInTheDocument();
    await router.navigate('/');

    // The sign-up's rules and messages.
    const save = await screen.findByRole('button', { name: 'Save and continue' });
    await events.click(save);
    expect(await screen.findByText(text.collegeRequired)).toBeVisible();
    expect(screen.getByText(text.genderRequired)).toBeVisible();
    expect(screen.getByText(text.birthDateImplausible)).toBeVisible();
    expect(api.apiCalls().some((call) => call.path === '/api/v1/auth/profile')).toBe(false);

    await events.selectOptions(
      screen.getByRole('combobox', { name: 'College' }),
      'Gupta College of Science',
    );
    await events.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2000');
    await events.click(screen.getByRole('radio', { name: 'Male' }));
    await events.click(save);

    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: universitySignInText.finishProfile }),
      ).not.toBeInTheDocument(),
    );
    const [call] = api.apiCalls().filter((each) => each.path === '/api/v1/auth/profile');
    expect(call?.method).toBe('PUT');
    expect(call?.body).toMatchObject({
      ccu_college: 'Gupta College of Science',
      birth_year: 2000,
      gender: 'male',
    });
    expect(useSession.getState().user).toMatchObject({
      ccu_college: 'Gupta College of Science',
      gender: 'male',
    });
    expect(JSON.parse(Cookies.get('user') ?? '{}')).not.toHaveProperty('profile_finished');
  });

  it('shows it in a browser signed in with a password while the server says it is unfinished', async () => {
    stubApi({
      [route('login')]: () =>
        json(200, makeSessionUser({ ccu_college: '', profile_finished: false })),
    });
    const { events, path } = renderApp('/login');
    await events.type(screen.getByRole('textbox', { name: 'Email address' }), 'ada@coastal.edu');
    await events.type(screen.getByLabelText('Password'), 'A-first-password-2024!');
    await events.click(screen.getByRole('button', { name: 'Log In' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: universitySignInText.finishProfile }),
    ).toBeInTheDocument();
    expect(path()).toBe('/');
  });

  it('lets the member go on once the server says the profile was finished elsewhere', async () => {
    stubApi({
      [route('finishProfile')]: () =>
        json(400, { message: universitySignInText.profileAlreadyFinished }),
    });
    const { events } = renderApp('/', { user: makeSessionUser({ profile_finished: false }) });
    await events.selectOptions(
      await screen.findByRole('combobox', { name: 'College' }),
      'Gupta College of Science',
    );
    await events.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2000');
    await events.click(screen.getByRole('radio', { name: 'Female' }));
    await events.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: universitySignInText.finishProfile }),
      ).not.toBeInTheDocument(),
    );
  });
});
