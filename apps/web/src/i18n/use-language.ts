/**
 * The app's language, and a member's or visitor's choice of it: made at once on this device
 * (catalog, `<html lang dir>`, the `lang` cookie) and, for a member, kept on their account so it
 * follows them to every device, their e-mails and the server's pages.
 */
import { useLingui } from '@lingui/react';
import { isLanguage, type Language } from '@quad/contract';
import { updateLanguage } from '../api';
import { useSessionUser } from '../session/session-store';
import {
  activateLanguage,
  loadSignedInCatalogs,
  readLanguageCookie,
  writeLanguageCookie,
  type AppLanguage,
} from './languages';

/** The language the app is shown in now. */
export const useAppLanguage = () => useLingui().i18n.locale as AppLanguage;

/** Shows the app in `language` on this device, and keeps it there. */
export const showLanguage = async (language: AppLanguage) => {
  writeLanguageCookie(language);
  await activateLanguage(language);
};

/** Chooses a language: on this device, and on the member's account when one is signed in. */
export const useChooseLanguage = () => {
  const signedIn = useSessionUser() !== null;
  return async (language: Language) => {
    await showLanguage(language);
    if (signedIn) await updateLanguage({ language });
  };
};

/**
 * On sign-in, before the member's first screen: the signed-in screens' catalogs, in the language
 * the member chose if they did; one who has not yet keeps the language they chose on this device
 * before signing in, on their account.
 */
export const adoptLanguageOnSignIn = async (chosen: Language | null | undefined) => {
  if (chosen) {
    writeLanguageCookie(chosen);
    await activateLanguage(chosen, 'signed-in');
    return;
  }
  await loadSignedInCatalogs();
  const onDevice = readLanguageCookie();
  if (isLanguage(onDevice)) void updateLanguage({ language: onDevice }).catch(() => undefined);
};
