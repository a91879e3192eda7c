/** A journey's check of a screen: it is shown, axe finds nothing serious, and a screenshot. */
import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { switchTheme, type Theme } from './theme';
import { saveScreenshot } from './ui';

const THEMES: Theme[] = ['dark', 'light'];

/** The checks of one journey, its screenshots named after `journey`. */
export const screenChecks = (journey: string) => {
  /** Axe on the screen as it is, in the theme it is in, and a screenshot of it. */
  const checkScreen = async (page: Page, name: string, theme: Theme, visible: Locator) => {
    await expect(visible).toBeVisible();
    await expectAccessible(page, `${name} (${theme})`);
    await saveScreenshot(page, `${journey}-${name.replaceAll(' ', '-')}-${theme}`);
  };

  /**
   * Switches to each theme (which reloads the page), shows the screen again with `open`, and
   * checks it; ends in light.
   */
  const checkBothThemes = async (
    page: Page,
    name: string,
    visible: Locator,
    open: () => Promise<void> = async () => {},
  ) => {
    for (const theme of THEMES) {
      await switchTheme(page, theme);
      await open();
      await checkScreen(page, name, theme, visible);
    }
  };

  return { checkScreen, checkBothThemes };
};
