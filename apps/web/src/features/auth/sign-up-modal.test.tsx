import { COLLEGES, messages, type RegisterResponse } from '@quad/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n/languages';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';

const text = messages.signup;

const openSignUp = async (options: Parameters<typeof renderApp>[1] = {}) => {
  const { events, path } = renderApp('/login', options);
  await events.click(screen.getByRole('button', { name: 'Create Account' }));
  return { events, path, dialog: await screen.findByRole('dialog', { name: 'Sign Up' }) };
};

type Events = ReturnType<typeof renderApp>['events'];

const fillValidForm = async (dialog: HTMLElement, events: Events) => {
  const form = within(dialog);
  await events.type(form.getByLabelText('First name'), 'Jane');
  await events.type(form.getByLabelText('Last name'), 'Doe');
  await events.type(form.getByLabelText('University email address'), 'jane@coastal.edu');
  await events.type(form.getByLabelText('New password'), 'secret123');
  await events.selectOptions(form.getByLabelText('College'), 'Gupta College of Science');
  await events.selectOptions(form.getByLabelText('Year'), '2000');
  await events.click(form.getByRole('radio', { name: 'Female' }));
};

describe('Sign Up modal', () => {
  it('opens as a dialog that takes the focus, and gives it back when closed', async () => {
    const { dialog, events } = await openSignUp();
    const form = within(dialog);
    expect(form.getByText("it's free and easy")).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(form.getByText(/By clicking Sign Up/)).toHaveTextContent(
      /Terms, Data Policy and Cookie Policy.*SMS notifications/,
    );

    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toHaveFocus();

    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    await events.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const { dialog, events } = await openSignUp();
    const form = within(dialog);
    form.getByRole('button', { name: 'Sign Up' }).focus();
    await events.tab();
    expect(form.getByRole('button', { name: 'Close' })).toHaveFocus();
    await events.tab({ shift: true });
    expect(form.getByRole('button', { name: 'Sign Up' })).toHaveFocus();
  });

  it('shows each field message only after the field has been touched', async () => {
    const { dialog, events } = await openSignUp();
    const form = within(dialog);
    const firstName = form.getByLabelText('First name');

    await events.type(firstName, 'J');
    expect(form.queryByText(text.firstNameLength)).not.toBeInTheDocument();
    await events.tab();
    expect(await form.findByText(text.firstNameLength)).toBeInTheDocument();
    expect(firstName).toHaveAccessibleDescription(text.firstNameLength);

    // The last name has the focus now, but it has not been left yet.
    expect(form.queryByText(text.lastNameRequired)).not.toBeInTheDocument();
    expect(form.queryByText(text.emailRequired)).not.toBeInTheDocument();
    expect(form.queryByText(text.passwordRequired)).not.toBeInTheDocument();

    await events.type(firstName, '4');
    expect(await form.findByText(text.nameLettersOnly)).toBeInTheDocument();
    expect(await form.findByText(text.lastNameRequired)).toBeInTheDocument();
  });

  it('blocks the submit and shows every message while fields are invalid', async () => {
    const api = stubApi({});
    const { dialog, events } = await openSignUp();
    const form = within(dialog);

    await events.click(form.getByRole('button', { name: 'Sign Up' }));

    for (const message of [
      text.firstNameRequired,
      text.lastNameRequired,
      text.emailRequired,
      text.passwordRequired,
      text.collegeRequired,
      text.birthDateImplausible,
      text.genderRequired,
    ]) {
      expect(await form.findByText(message)).toBeInTheDocument();
    }
    expect(api.apiCalls()).toHaveLength(0);
  });

  it("speaks the visitor's language: its words, the form's rules and the months", async () => {
    await act(() => activateLanguage('es'));
    const { events } = renderApp('/login');
    await events.click(await screen.findByRole('button', { name: 'Crear cuenta' }));
    const form = within(await screen.findByRole('dialog', { name: 'Registrarte' }));
    const months = within(form.getByRole('combobox', { name: 'Mes' })).getAllByRole('option');
    expect(months.slice(0, 3).map((month) => month.textContent)).toEqual(['ene', 'feb', 'mar']);
    expect(form.getByText(/Al hacer clic en Registrarte/)).toHaveTextContent(
      /Condiciones, nuestra Política de datos y nuestra Política de cookies/,
    );

    await events.click(form.getByRole('button', { name: 'Registrarte' }));
    expect(await form.findByText('¿Cómo te llamas?')).toBeInTheDocument();
    expect(form.getByText('Elige tu facultad en CCU')).toBeInTheDocument();
    expect(form.getByText('Asegúrate de usar tu fecha de nacimiento real')).toBeInTheDocument();
  });

  it('checks the university domain of the e-mail address', async () => {
    const { dialog, events } = await openSignUp();
    const form = within(dialog);
    await events.type(form.getByLabelText('University email address'), 'jane@gmail.com');
    await events.tab();
    expect(await form.findByText('Email domain @coastal.edu required')).toBeInTheDocument();
  });

  it("shows the server's message when the sign-up fails", async () => {
    const api = stubApi({
      [route('register')]: () => json(409, { message: 'This email address is already in use.' }),
    });
    const { dialog, events } = await openSignUp();
    const form = within(dialog);
    await fillValidForm(dialog, events);
    await events.click(form.getByRole('button', { name: 'Sign Up' }));

    expect(await form.findByRole('alert')).toHaveTextContent(
      'This email address is already in use.',
    );
    expect(api.apiCalls()[0]?.body).toEqual({
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane@coastal.edu',
      password: 'secret123',
      ccu_college: 'Gupta College of Science',
      birth_year: 2000,
      birth_month: new Date().getMonth() + 1,
      birth_day: new Date().getDate(),
      gender: 'female',
    });
  });

  it("shows the server's message, then after 3.5 s stores the session and goes home", async () => {
    const member = makeSessionUser({ verified: false });
    const answer: RegisterResponse = { ...member, message: 'Your account was created.' };
    stubApi({ [route('register')]: () => json(201, answer) });
    const { dialog, events, path } = await openSignUp({ fakeTimers: true });
    const form = within(dialog);
    await fillValidForm(dialog, events);
    await events.click(form.getByRole('button', { name: 'Sign Up' }));

    expect(await form.findByRole('status')).toHaveTextContent('Your account was created.');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(path()).toBe('/login');
    expect(Cookies.get('user')).toBeUndefined();

    act(() => {
      vi.advanceTimersByTime(500);
    });
    await waitFor(() => expect(path()).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Resend verification email' })).toBeVisible();
    expect(JSON.parse(Cookies.get('user') ?? '{}')).toEqual(member);
  });

  it('offers the six colleges with an empty default', async () => {
    const { dialog } = await openSignUp();
    const form = within(dialog);
    const college = form.getByLabelText('College');
    expect(college).toHaveValue('');
    const options = within(college)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(options).toEqual(['', ...COLLEGES]);
  });
});

describe('date of birth selects', () => {
  it('default to today and offer 108 years back from this year', async () => {
    const { dialog } = await openSignUp();
    const form = within(dialog);
    const today = new Date();
    expect(form.getByLabelText('Day')).toHaveValue(String(today.getDate()));
    expect(form.getByLabelText('Month')).toHaveValue(String(today.getMonth() + 1));
    expect(form.getByLabelText('Year')).toHaveValue(String(today.getFullYear()));

    const years = within(form.getByLabelText('Year')).getAllByRole('option');
    expect(years).toHaveLength(108);
    expect(years[0]).toHaveValue(String(today.getFullYear()));
    expect(years.at(-1)).toHaveValue(String(today.getFullYear() - 107));
    expect(within(form.getByLabelText('Month')).getAllByRole('option')).toHaveLength(12);
  });

  it('offer the days of the chosen month and year', async () => {
    const { dialog, events } = await openSignUp();
    const form = within(dialog);
    const day = form.getByLabelText('Day');
    const dayCount = () => within(day).getAllByRole('option').length;

    await events.selectOptions(form.getByLabelText('Year'), '2023');
    await events.selectOptions(form.getByLabelText('Month'), '1');
    expect(dayCount()).toBe(31);
    await events.selectOptions(day, '31');

    await events.selectOptions(form.getByLabelText('Month'), '2');
    expect(dayCount()).toBe(28);
    expect(day).toHaveValue('28');

    await events.selectOptions(form.getByLabelText('Year'), '2024');
    expect(dayCount()).toBe(29);

    await events.selectOptions(form.getByLabelText('Month'), '4');
    expect(dayCount()).toBe(30);
  });
});
