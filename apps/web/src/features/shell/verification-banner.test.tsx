import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { json, route, stubApi } from '../../test/fetch-stub';
import { expectLoginPage, makeSessionUser, renderApp } from '../../test/render-app';

const member = makeSessionUser({ verified: false, token: 'member-token' });
const resend = () => screen.findByRole('button', { name: 'Resend verification email' });

describe('verification banner', () => {
  it('asks an unverified member to verify within 24 hours', async () => {
    renderApp('/', { user: member });
    expect(await resend()).toBeInTheDocument();
    expect(screen.getByText(/verify/)).toHaveTextContent(/24 hours/);
  });

  it('is not shown to a verified member', async () => {
    renderApp('/', { user: makeSessionUser({ verified: true }) });
    await screen.findByRole('button', { name: "What's on your mind, Jane" });
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
  });

  it("resends the e-mail with the member's token and shows the answer", async () => {
    const api = stubApi({
      [route('resendVerification')]: () => json(200, { message: 'A new link is on its way.' }),
    });
    const { events } = renderApp('/', { user: member });
    await events.click(await resend());
    expect(await screen.findByRole('status')).toHaveTextContent('A new link is on its way.');
    expect(api.apiCalls()[0]?.headers.get('Authorization')).toBe('Bearer member-token');
    expect(api.apiCalls()[0]?.body).toEqual({});
  });

  it("shows the server's message as an error", async () => {
    stubApi({
      [route('resendVerification')]: () =>
        json(429, { message: 'Please wait a minute before asking again.' }),
    });
    const { events } = renderApp('/', { user: member });
    await events.click(await resend());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please wait a minute before asking again.',
    );
  });

  it('signs the member out when the server no longer accepts the session (401)', async () => {
    stubApi({
      [route('resendVerification')]: () => json(401, { message: 'Please log in again.' }),
    });
    const { events, path } = renderApp('/', { user: member });
    await events.click(await resend());
    await waitFor(() => expect(path()).toBe('/login'));
    await expectLoginPage();
    expect(Cookies.get('user')).toBeUndefined();
  });
});
