import { messages, moderationText } from '@quad/contract';
import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';

const text = messages.login;

describe('login form', () => {
  it('describes the product and asks for the community e-mail address', async () => {
    renderApp('/login');
    expect(
      await screen.findByText(/Quad is the social networking site of CCU/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute(
      'placeholder',
      'CCU email address',
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('placeholder', 'Password');
    expect(screen.getByRole('link', { name: 'Forgotten Password?' })).toHaveAttribute(
      'href',
      '/reset',
    );
    expect(screen.getByText(`Quad © ${new Date().getFullYear()}`)).toBeInTheDocument();
  });

  it('shows a field message only after the field has been touched', async () => {
    const { events } = renderApp('/login');
    const email = screen.getByRole('textbox', { name: 'Email address' });

    await events.type(email, 'jane');
    expect(screen.queryByText(text.emailInvalid)).not.toBeInTheDocument();

    await events.tab(); // out of the e-mail field, into the password field
    expect(await screen.findByText(text.emailInvalid)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(text.emailInvalid);
    expect(screen.queryByText(text.passwordRequired)).not.toBeInTheDocument();

    await events.tab(); // out of the untouched password field
    expect(await screen.findByText(text.passwordRequired)).toBeInTheDocument();

    // Once touched, a field follows every change.
    await events.type(email, '@gmail.com');
    expect(await screen.findByText('Email domain @coastal.edu required')).toBeInTheDocument();
    await events.clear(email);
    await events.type(email, 'jane@coastal.edu');
    await waitFor(() =>
      expect(screen.queryByText('Email domain @coastal.edu required')).not.toBeInTheDocument(),
    );
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('blocks the submit while a field is invalid', async () => {
    const api = stubApi({});
    const { events } = renderApp('/login');

    await events.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText(text.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(text.passwordRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    expect(api.apiCalls()).toHaveLength(0);

    // After a submit, every field follows every change.
    await events.type(screen.getByLabelText('Password'), 'secret123');
    await waitFor(() => expect(screen.queryByText(text.passwordRequired)).not.toBeInTheDocument());
    expect(screen.getByText(text.emailRequired)).toBeInTheDocument();
  });

  it('sends the e-mail address trimmed', async () => {
    const api = stubApi({
      [route('login')]: () => json(401, { message: 'The email address or password is wrong.' }),
    });
    const { events } = renderApp('/login');

    await events.type(screen.getByRole('textbox', { name: 'Email address' }), ' jane@coastal.edu ');
    await events.type(screen.getByLabelText('Password'), 'secret123');
    await events.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(api.apiCalls()[0]?.body).toEqual({ email: 'jane@coastal.edu', password: 'secret123' });
  });

  it("shows the server's message under the form when the login fails", async () => {
    const api = stubApi({
      [route('login')]: () => json(401, { message: 'The email address or password is wrong.' }),
    });
    const { events, path } = renderApp('/login');

    await events.type(screen.getByRole('textbox', { name: 'Email address' }), 'jane@coastal.edu');
    await events.type(screen.getByLabelText('Password'), 'secret123');
    await events.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email address or password is wrong.',
    );
    expect(screen.queryByRole('progressbar', { name: 'Logging in' })).not.toBeInTheDocument();
    expect(api.apiCalls()[0]?.body).toEqual({ email: 'jane@coastal.edu', password: 'secret123' });
    expect(api.apiCalls()[0]?.headers.has('Authorization')).toBe(false);
    expect(path()).toBe('/login');
  });

  it('tells a suspended member why and until when', async () => {
    const suspended = moderationText.suspended('2026-12-07T15:00:00.000Z', 'Repeated harassment');
    expect(suspended).toBe('Your account is suspended until 7 December 2026: Repeated harassment');
    stubApi({ [route('login')]: () => json(403, { message: suspended }) });
    const { events, path } = renderApp('/login');
    await events.type(screen.getByRole('textbox', { name: 'Email address' }), 'jane@coastal.edu');
    await events.type(screen.getByLabelText('Password'), 'secret123');
    await events.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(suspended);
    expect(path()).toBe('/login');
  });

  it('shows a size-30 spinner while busy, then stores the session and goes home', async () => {
    const member = makeSessionUser();
    let answer: (response: Response) => void = () => undefined;
    stubApi({ [route('login')]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { events, path } = renderApp('/login');

    await events.type(screen.getByRole('textbox', { name: 'Email address' }), 'jane@coastal.edu');
    await events.type(screen.getByLabelText('Password'), 'secret123');
    await events.click(screen.getByRole('button', { name: 'Log In' }));

    const spinner = await screen.findByRole('progressbar', { name: 'Logging in' });
    expect(spinner).toHaveStyle({ width: '30px', height: '30px' });
    expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled();

    answer(json(200, member));
    expect(
      await screen.findByRole('button', { name: "What's on your mind, Jane" }),
    ).toBeInTheDocument();
    expect(path()).toBe('/');
    expect(JSON.parse(Cookies.get('user') ?? '{}')).toEqual(member);
  });

  it('shows and hides the password', async () => {
    const { events } = renderApp('/login');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await events.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await events.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('route access', () => {
  it('shows the login page to a signed-out visitor of a members-only route', async () => {
    const { path } = renderApp('/friends');
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(path()).toBe('/friends');
  });

  it('sends a signed-in member from /login to /', async () => {
    const { path } = renderApp('/login', { user: makeSessionUser() });
    expect(
      await screen.findByRole('button', { name: "What's on your mind, Jane" }),
    ).toBeInTheDocument();
    expect(path()).toBe('/');
  });

  it('restores the session from the user cookie', async () => {
    const member = makeSessionUser({ first_name: 'Ada' });
    Cookies.set('user', JSON.stringify(member), { path: '/' });
    const { readUserCookie, useSession } = await import('../../session/session-store');
    useSession.setState({ user: readUserCookie() });
    renderApp('/');
    expect(
      await screen.findByRole('button', { name: "What's on your mind, Ada" }),
    ).toBeInTheDocument();
  });
});
