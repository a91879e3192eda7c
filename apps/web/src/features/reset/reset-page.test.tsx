import { messages, type FindUserResponse } from '@quad/contract';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/languages';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';

const text = messages.reset;
const account: FindUserResponse = {
  email: 'jane@coastal.edu',
  picture: '/default-avatar.svg',
  ccu_college: 'HTC Honors College',
};

const heading = (name: string) => screen.findByRole('heading', { name });
const button = (name: string) => screen.getByRole('button', { name });

describe('reset wizard, step 0: Find Your Account', () => {
  it('shows the e-mail message only after the field has been touched', async () => {
    const { events } = renderApp('/reset');
    await heading('Find Your Account');
    const email = screen.getByRole('textbox', { name: 'Email address' });

    await events.type(email, 'jane@');
    expect(screen.queryByText(text.emailInvalid)).not.toBeInTheDocument();
    await events.tab();
    expect(await screen.findByText(text.emailInvalid)).toBeInTheDocument();

    await events.clear(email);
    expect(await screen.findByText(text.emailRequired)).toBeInTheDocument();
    await events.type(email, `${'a'.repeat(40)}@coastal.edu`);
    expect(await screen.findByText(text.emailTooLong)).toBeInTheDocument();
  });

  it('speaks Arabic, right to left, with the form rules in Arabic', async () => {
    await act(() => activateLanguage('ar'));
    const { events } = renderApp('/reset');
    await heading('ابحث عن حسابك');
    expect(document.documentElement.dir).toBe('rtl');
    await events.click(button('بحث'));
    expect(await screen.findByText('البريد الإلكتروني مطلوب.')).toBeInTheDocument();
  });

  it('blocks the search while the e-mail is invalid', async () => {
    const api = stubApi({});
    const { events } = renderApp('/reset');
    await heading('Find Your Account');
    await events.click(button('Search'));
    expect(await screen.findByText(text.emailRequired)).toBeInTheDocument();
    expect(api.apiCalls()).toHaveLength(0);
  });

  it("shows the server's message when no account is found", async () => {
    stubApi({
      [route('findUser')]: () => json(404, { message: 'No account uses this email address.' }),
    });
    const { events } = renderApp('/reset');
    await events.type(
      await screen.findByRole('textbox', { name: 'Email address' }),
      'nobody@coastal.edu',
    );
    await events.click(button('Search'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No account uses this email address.',
    );
  });

  it('Cancel leaves for the login page', async () => {
    const { events, path } = renderApp('/reset');
    await heading('Find Your Account');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await events.click(button('Cancel'));
    expect(path()).toBe('/login');
  });
});

describe('reset wizard, steps 1 to 3', () => {
  const reachStep = async (extra: Parameters<typeof stubApi>[0] = {}) => {
    const api = stubApi({
      [route('findUser')]: () => json(200, account),
      [route('sendResetPasswordCode')]: () => json(200, { message: 'The code is on its way.' }),
      ...extra,
    });
    const { events, path } = renderApp('/reset');
    await events.type(await screen.findByRole('textbox', { name: 'Email address' }), account.email);
    await events.click(button('Search'));
    return { events, path, api };
  };

  it('shows the account found, and Not You? goes back', async () => {
    const { events } = await reachStep();
    expect(await heading('Reset Your Password')).toHaveFocus();
    expect(screen.getAllByText(account.email).length).toBeGreaterThan(0);
    expect(screen.getByText(account.ccu_college)).toBeInTheDocument();
    await events.click(button('Not You?'));
    expect(await heading('Find Your Account')).toBeInTheDocument();
  });

  it('sends the code, checks it, changes the password and goes to /', async () => {
    const { events, api, path } = await reachStep({
      [route('validateResetCode')]: ({ body }) =>
        (body as { code: string }).code === 'AB12C'
          ? json(200, { message: 'The code is right.' })
          : json(400, { message: 'The code is wrong. 4 tries left.' }),
      [route('changePassword')]: () => json(200, { message: 'Your password was changed.' }),
    });
    await heading('Reset Your Password');
    await events.click(button('Continue'));

    // Step 2: the code.
    await heading('Code verification');
    expect(screen.getByText(/one minute/)).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'Code' });
    await events.type(code, 'AB1');
    expect(screen.queryByText(text.codeLength)).not.toBeInTheDocument();
    await events.tab();
    expect(await screen.findByText(text.codeLength)).toBeInTheDocument();
    await events.click(button('Continue'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await events.type(code, '99');
    await events.click(button('Continue'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong. 4 tries left.');

    await events.clear(code);
    await events.type(code, 'ab12c');
    await events.click(button('Continue'));

    // Step 3: the new password, typed twice.
    await heading('Change Password');
    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm password');
    await events.type(password, 'abc');
    expect(screen.queryByText(text.passwordTooShort)).not.toBeInTheDocument();
    await events.tab(); // to the show/hide toggle
    expect(await screen.findByText(text.passwordTooShort)).toBeInTheDocument();
    await events.type(password, 'defgh');
    await events.type(confirm, 'different');
    await events.tab();
    expect(await screen.findByText(text.confirmMismatch)).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(confirm).toHaveAttribute('type', 'text');

    await events.clear(confirm);
    await events.type(confirm, 'abcdefgh');
    await events.click(button('Continue'));

    // Signed out, / shows the login page.
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(path()).toBe('/');
    expect(api.apiCalls().map((call) => [call.path, call.body])).toEqual([
      ['/api/v1/user/findUser', { email: account.email }],
      ['/api/v1/user/sendResetPasswordCode', { email: account.email }],
      ['/api/v1/user/validateResetCode', { email: account.email, code: 'AB199' }],
      ['/api/v1/user/validateResetCode', { email: account.email, code: 'AB12C' }],
      ['/api/v1/user/changePassword', { email: account.email, password: 'abcdefgh' }],
    ]);
  });

  it("shows the server's message when the code cannot be sent", async () => {
    const { events } = await reachStep({
      [route('sendResetPasswordCode')]: () =>
        json(429, { message: 'Too many codes. Try again in 30 minutes.' }),
    });
    await heading('Reset Your Password');
    await events.click(button('Continue'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many codes. Try again in 30 minutes.',
    );
  });
});

describe('reset wizard header', () => {
  it('names the brand link by its visible text, the product name', async () => {
    renderApp('/reset');
    const brand = await screen.findByRole('link', { name: 'Quad' });
    expect(brand).toHaveAttribute('href', '/');
    expect(brand).toHaveTextContent('Quad');
    expect(brand).not.toHaveAttribute('aria-label');
  });

  it("shows a member's picture and Log out", async () => {
    stubApi({ [route('logout')]: () => json(200, { message: 'You are logged out.' }) });
    const { events, path } = renderApp('/reset', { user: makeSessionUser() });
    expect(await screen.findByRole('img', { name: 'Jane Doe' })).toBeInTheDocument();
    await events.click(button('Log out'));
    expect(path()).toBe('/login');
  });
});
