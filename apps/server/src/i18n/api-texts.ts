/**
 * The server's texts that have translations, in English: the catalogs' ids (lingui.config.ts):
 * the API's messages, and the headline of the page the server sends.
 * They stay where they are written (the contract's texts, the services); the error handler and
 * the routes translate a message by its English text (translate.ts). A message with a value in
 * it is written in ICU MessageFormat: its `{name}` parts are read back from the English text,
 * its plural ones are passed by the service (AppError's `values`).
 */
export const apiTexts = [
  // Log in (contract messages.login, the e-mail domain rule, auth service)
  /*i18n*/ { id: 'Email address is required.' },
  /*i18n*/ { id: 'Must be a valid email.' },
  /*i18n*/ { id: 'Email address must be less than 100 characters.' },
  /*i18n*/ { id: 'Password is required' },
  /*i18n*/ { id: 'Email domain @{domain} required' },
  /*i18n*/ { id: 'The email address or password is incorrect. Please try again.' },
  /*i18n*/ { id: 'Please log in to continue.' },
  /*i18n*/ { id: 'Your session has ended. Please log in again.' },
  /*i18n*/ {
    id: 'Too many wrong passwords for this account. Wait 15 minutes, or reset your password.',
  },
  // Sign up (contract messages.signup, auth service)
  /*i18n*/ { id: "What's your first name friend?" },
  /*i18n*/ { id: 'First name must be between 2 and 18 characters' },
  /*i18n*/ { id: "What's your last name friend?" },
  /*i18n*/ { id: 'Last name must be between 2 and 18 characters' },
  /*i18n*/ { id: 'Numbers and special characters are not allowed' },
  /*i18n*/ { id: 'Your university email address is required.' },
  /*i18n*/ { id: 'Enter a valid email address' },
  /*i18n*/ { id: 'Email must be less than 90 characters' },
  /*i18n*/ {
    id: 'Enter a combination of at least six numbers,letters and punctuation marks(such as ! and &).',
  },
  /*i18n*/ { id: 'Password must be atleast 6 characters.' },
  /*i18n*/ { id: "Password can't be more than 36 characters" },
  /*i18n*/ { id: 'Please select your college at CCU' },
  /*i18n*/ { id: 'Please make sure to use your real date of birth' },
  /*i18n*/ { id: 'Please choose a gender. You can change who can see this later.' },
  /*i18n*/ { id: 'This email address is already in use. Log in, or use another address.' },
  /*i18n*/ { id: 'Your account is created. Check your email to activate it.' },
  /*i18n*/ {
    id: 'Your account is created, but we could not send the activation email. Use "Resend verification email" in a moment.',
  },
  // Password reset (contract messages.reset, auth service)
  /*i18n*/ { id: 'Must be a valid email address.' },
  /*i18n*/ { id: "Email address can't be more than 50 characters." },
  /*i18n*/ { id: 'Code is required.' },
  /*i18n*/ { id: 'Code must be 5 characters.' },
  /*i18n*/ { id: 'Password is required.' },
  /*i18n*/ { id: 'Password must be at least 6 characters' },
  /*i18n*/ { id: 'Confirm your password.' },
  /*i18n*/ { id: 'Passwords must match' },
  /*i18n*/ { id: 'No account uses this email address.' },
  /*i18n*/ {
    id: 'We sent {count} codes in the last {minutes} minutes. Use the newest one, or try again later.',
  },
  /*i18n*/ { id: 'A reset code has been sent to your email.' },
  /*i18n*/ { id: 'There is no code waiting for this account. Ask for a new one.' },
  /*i18n*/ { id: 'This code has expired. Ask for a new one.' },
  /*i18n*/ { id: 'Too many wrong tries. Ask for a new code.' },
  /*i18n*/ {
    id: 'The code is not correct. {left, plural, one {# try} other {# tries}} left.',
  },
  /*i18n*/ { id: 'The code is correct. Choose a new password.' },
  /*i18n*/ { id: 'Confirm the code we emailed you before choosing a new password.' },
  /*i18n*/ { id: 'Your password has been changed. Log in with your new password.' },
  // Any request
  /*i18n*/ { id: 'Something went wrong on our side. Please try again.' },
  // The page the server sends: the login shell's headline (plugins/app-page.ts)
  /*i18n*/ {
    id: '{productName} is the social networking site of {communityName}. Connect with classmates and share what is happening on campus.',
  },
];
