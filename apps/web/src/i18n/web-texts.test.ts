import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, OFFLINE_MESSAGE, pictureErrorMessage } from '../api';
import { PictureError } from '../lib/crop-image';
import { activateLanguage } from './languages';

describe("the web's own error texts", () => {
  it("show in the app's language; the server's message shows as it came", async () => {
    expect(errorMessage(new ApiError(0, OFFLINE_MESSAGE))).toBe(OFFLINE_MESSAGE);
    await activateLanguage('fr');
    expect(errorMessage(new ApiError(0, OFFLINE_MESSAGE))).toBe(
      'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    );
    expect(errorMessage(new Error('boom'))).toBe('Un problème est survenu. Veuillez réessayer.');
    expect(
      pictureErrorMessage(
        new PictureError('This picture could not be opened. Please choose another one.'),
      ),
    ).toBe('Impossible d’ouvrir cette image. Veuillez en choisir une autre.');
    expect(errorMessage(new ApiError(404, 'Aucun compte n’utilise cette adresse e-mail.'))).toBe(
      'Aucun compte n’utilise cette adresse e-mail.',
    );
  });
});
