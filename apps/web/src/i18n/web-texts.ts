/**
 * The web app's own texts that travel as an error's message (a call that did not reach the
 * server, a picture that could not be read or saved): shown in the app's language by
 * errorMessage and pictureErrorMessage. As the contract's texts, their ids are their English.
 */
import { i18n } from '@lingui/core';

const webTexts = [
  /*i18n*/ { id: 'Could not reach the server. Check your connection and try again.' },
  /*i18n*/ { id: 'Something went wrong. Please try again.' },
  /*i18n*/ { id: 'The picture could not be saved. Please try again.' },
  /*i18n*/ { id: 'This picture could not be opened. Please choose another one.' },
];

const ids = new Set(webTexts.map(({ id }) => id));

/** An error's text to show: the web's own in the app's language, the server's as it came. */
export const shownErrorText = (message: string) => (ids.has(message) ? i18n._(message) : message);
