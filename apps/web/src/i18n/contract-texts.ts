/**
 * The contract's texts the app shows in its own forms (the rules it checks before sending, with
 * the server's words): the catalogs' ids are their English texts, as the server's catalogs'
 * are, and i18n:check holds the two catalogs' translations of them to the same words.
 */
import { textMessageFinder } from '@quad/contract';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

export const contractTexts = [
  // Log in (messages.login, the e-mail domain rule)
  /*i18n*/ { id: 'Email address is required.' },
  /*i18n*/ { id: 'Must be a valid email.' },
  /*i18n*/ { id: 'Email address must be less than 100 characters.' },
  /*i18n*/ { id: 'Password is required' },
  /*i18n*/ { id: 'Email domain @{domain} required' },
  // Sign up (messages.signup)
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
  // University sign-in (universitySignInText)
  /*i18n*/ { id: 'Your university sign-in did not complete. Please try again.' },
  /*i18n*/ { id: 'Finish your profile' },
  /*i18n*/ { id: 'Your profile is already complete.' },
  // Password reset (messages.reset)
  /*i18n*/ { id: 'Must be a valid email address.' },
  /*i18n*/ { id: "Email address can't be more than 50 characters." },
  /*i18n*/ { id: 'Code is required.' },
  /*i18n*/ { id: 'Code must be 5 characters.' },
  /*i18n*/ { id: 'Password is required.' },
  /*i18n*/ { id: 'Password must be at least 6 characters' },
  /*i18n*/ { id: 'Confirm your password.' },
  /*i18n*/ { id: 'Passwords must match' },
];

/** Each list's finder, made once: a list is a module's constant. */
const finders = new WeakMap<readonly { id: string }[], ReturnType<typeof textMessageFinder>>();
const finderOf = (texts: readonly { id: string }[]) => {
  let finder = finders.get(texts);
  if (!finder) {
    finder = textMessageFinder(texts.map(({ id }) => id));
    finders.set(texts, finder);
  }
  return finder;
};

/** A contract text in the app's language: what `useContractText` hands back. */
export interface ContractText {
  (english: string, values?: Record<string, string>): string;
  (english: string | undefined, values?: Record<string, string>): string | undefined;
}

/**
 * Shows a contract text (a form rule's message) in the app's language. A feature passes its own
 * list of texts (kept in its folder, so they land in its catalog); by default, the common ones.
 * `values` stand in for the ones read back from the English text (a field's name, which the
 * English text holds in English, in the app's language).
 */
export const useContractText = (texts: readonly { id: string }[] = contractTexts): ContractText => {
  const { i18n } = useLingui();
  const text = useCallback(
    (english: string | undefined, values?: Record<string, string>) => {
      if (!english) return english;
      const message = finderOf(texts)(english);
      return message ? i18n._(message.id, { ...message.values, ...values }) : english;
    },
    [i18n, texts],
  );
  return text as ContractText;
};
