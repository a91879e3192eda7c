export { AppHeader } from './app-header';
export { LazyAppHeader } from './lazy-app-header';
export { AppLayout, HomeLayout } from './layouts';
export { SimpleHeader } from './simple-header';
export { VerificationBanner } from './verification-banner';
