import { act, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';

const member = makeSessionUser({ verified: false });
const activateRoute = route('activate');
const activationCalls = (api: ReturnType<typeof stubApi>) =>
  api.apiCalls().filter((call) => call.path === '/api/v1/user/activate');

describe('activation screen', () => {
  it('posts the token once, marks the member verified, then goes home after 2.5 s', async () => {
    const api = stubApi({
      [activateRoute]: () => json(200, { message: 'Your account is verified.' }),
      [route('defaultFriend')]: () => json(200, { message: 'ok' }),
    });
    const { path } = renderApp('/activate/tok-123', { user: member, fakeTimers: true });

    expect(
      await screen.findByRole('heading', { name: 'Account verification succeeded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('Your account is verified.');
    expect(activationCalls(api)).toHaveLength(1);
    expect(activationCalls(api)[0]?.body).toEqual({ token: 'tok-123' });
    expect(JSON.parse(Cookies.get('user') ?? '{}')).toMatchObject({ verified: true });
    await waitFor(() =>
      expect(api.apiCalls().some((call) => call.path === '/api/v1/user/defaultFriend')).toBe(true),
    );

    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(path()).toBe('/activate/tok-123');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    await waitFor(() => expect(path()).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
  });

  it("shows the server's message on failure and goes home after 3.5 s", async () => {
    stubApi({ [activateRoute]: () => json(400, { message: 'This link has expired.' }) });
    const { path } = renderApp('/activate/old', { user: member, fakeTimers: true });

    expect(
      await screen.findByRole('heading', { name: 'Account verification failed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('This link has expired.');
    expect(JSON.parse(Cookies.get('user') ?? '{}')).toMatchObject({ verified: false });

    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(path()).toBe('/activate/old');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    await waitFor(() => expect(path()).toBe('/'));
  });

  it('asks a signed-out visitor to log in, then finishes the activation', async () => {
    const api = stubApi({
      [route('login')]: () => json(200, member),
      [activateRoute]: () => json(200, { message: 'Your account is verified.' }),
      [route('defaultFriend')]: () => json(200, { message: 'ok' }),
    });
    const { events, path } = renderApp('/activate/tok-456');

    expect(await screen.findByText('Log in to finish verifying your account')).toBeInTheDocument();
    expect(activationCalls(api)).toHaveLength(0);

    await events.type(screen.getByRole('textbox', { name: 'Email address' }), 'jane@coastal.edu');
    await events.type(screen.getByLabelText('Password'), 'secret123');
    await events.click(screen.getByRole('button', { name: 'Log In' }));

    expect(
      await screen.findByRole('heading', { name: 'Account verification succeeded' }),
    ).toBeInTheDocument();
    expect(path()).toBe('/activate/tok-456');
    expect(activationCalls(api)).toHaveLength(1);
    expect(activationCalls(api)[0]?.headers.get('Authorization')).toBe(`Bearer ${member.token}`);
    expect(sessionStorage.length).toBe(0);
  });

  it('finishes a pending activation after a login from /login too', async () => {
    stubApi({
      [route('login')]: () => json(200, member),
      [activateRoute]: () => json(200, { message: 'Your account is verified.' }),
      [route('defaultFriend')]: () => json(200, { message: 'ok' }),
    });
    sessionStorage.setItem('pendingActivation', 'tok-789');
    const { events, path } = renderApp('/login');
    await events.type(
      await screen.findByRole('textbox', { name: 'Email address' }),
      'jane@coastal.edu',
    );
    await events.type(screen.getByLabelText('Password'), 'secret123');
    await events.click(screen.getByRole('button', { name: 'Log In' }));
    expect(
      await screen.findByRole('heading', { name: 'Account verification succeeded' }),
    ).toBeInTheDocument();
    expect(path()).toBe('/activate/tok-789');
  });
});
