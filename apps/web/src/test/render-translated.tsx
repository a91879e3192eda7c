import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactNode } from 'react';

/** Testing Library's render, under the app's language (English unless a test activates another). */
export const renderTranslated = (ui: ReactNode, options?: Omit<RenderOptions, 'wrapper'>) =>
  render(ui, {
    ...options,
    wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
  });
