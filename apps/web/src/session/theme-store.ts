/** Dark or light display, kept in the `darkTheme` cookie; dark unless the member chose light. */
import { create } from 'zustand';
import { Cookies, cookieOptions } from './cookies';

export const THEME_COOKIE = 'darkTheme';
const THEME_COOKIE_DAYS = 365;

export type Theme = 'dark' | 'light';
export type ThemeAction = { type: 'DARK' } | { type: 'LIGHT' };

export const readThemeCookie = (): Theme =>
  Cookies.get(THEME_COOKIE) === 'false' ? 'light' : 'dark';

/** Each theme's header colour (`--surface` in styles/global.css), for the browser's bar. */
const BAR_COLOURS: Record<Theme, string> = { dark: '#242526', light: '#ffffff' };

/**
 * The whole palette follows this one attribute (styles/global.css). The browser's bar takes the
 * header's colour of the chosen theme, whatever the system's, as index.html can only guess. The
 * colour is written, not read back from the style sheet: reading a computed style as the app
 * starts would make the browser work out the whole drawn page's styles inside its first task.
 * Each is written only on a change: a write of the same value may style the page again.
 */
export const applyTheme = (theme: Theme) => {
  const root = document.documentElement;
  if (root.dataset.theme !== theme) root.dataset.theme = theme;
  const colour = BAR_COLOURS[theme];
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    if (meta.getAttribute('content') !== colour) meta.setAttribute('content', colour);
  }
};

interface ThemeState {
  theme: Theme;
  dispatch: (action: ThemeAction) => void;
}

export const useTheme = create<ThemeState>()((set) => ({
  theme: readThemeCookie(),
  dispatch: (action) => {
    const theme: Theme = action.type === 'DARK' ? 'dark' : 'light';
    Cookies.set(THEME_COOKIE, String(theme === 'dark'), cookieOptions(THEME_COOKIE_DAYS));
    set({ theme });
  },
}));
