/**
 * Where the home-like pages show their left menu: layouts.module.css hides it at 900 px and
 * narrower, and a hidden menu reads nothing.
 */
export const LEFT_MENU_SHOWN = '(min-width: 901px)';
