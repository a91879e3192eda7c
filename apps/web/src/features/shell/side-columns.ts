/**
 * Where the home-like pages show their left menu: layouts.module.css hides it at 900 px and
 * narrower, and a hidden menu reads nothing.
 */
export const LEFT_MENU_SHOWN = '(min-width: 901px)';

/**
 * Where the home-like pages show their right panel (Trending on campus, the contacts):
 * layouts.module.css hides it at 1100 px and narrower, and a hidden panel reads nothing (a phone
 * is spared two reads after its page loads, and drawing what nobody sees).
 */
export const RIGHT_PANEL_SHOWN = '(min-width: 1101px)';
