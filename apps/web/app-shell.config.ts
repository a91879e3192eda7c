/**
 * The installable app: its web app manifest, and a service worker that keeps the app shell and
 * the built files so a visit starts without the network (the offline screen shows the rest).
 */
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The dark theme's header (--surface) and page (--bg) colours of src/styles/global.css: the app
 * opens dark until a member chooses light, and the page keeps <meta name="theme-color"> in step.
 */
const DARK_HEADER = '#242526';
const DARK_PAGE = '#18191a';

/**
 * The contract's DEFAULT_COMMUNITY.productName (the config is loaded by Node, which cannot import
 * the contract's TypeScript). A deployment's PRODUCT_NAME is the server's, read at run time.
 */
const PRODUCT_NAME = 'Quad';

export const appShell = () =>
  VitePWA({
    // A new worker waits until no page of the old version is open, so a running page never
    // loses the files it may still load (a lazy chunk) and no page mixes two versions; the
    // next visit opens on the new one. Hence no skipWaiting, and no update prompt either.
    registerType: 'prompt',
    // Registered by the app's entry (src/main.tsx) rather than a registerSW.js of its own: a
    // request less on every first load.
    injectRegister: false,
    manifest: {
      id: '/',
      name: PRODUCT_NAME,
      short_name: PRODUCT_NAME,
      description:
        'The social network of your university community: share posts and photos, find classmates and keep up with friends.',
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: DARK_HEADER,
      background_color: DARK_PAGE,
      categories: ['social'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    // The manifest and its icons are in globPatterns' list already.
    includeManifestIcons: false,
    workbox: {
      // Everything the build puts out (the plugin adds the manifest), with a revision for the
      // files whose names carry no hash: index.html, logo, backgrounds, icons. Never API answers
      // or /media/: they hold members' data, so the worker has no runtime cache at all and those
      // calls always go to the network.
      globPatterns: ['**/*.{html,js,css,svg,png}'],
      // The page itself comes from the server while it answers: the server puts the
      // deployment's names in and picks the visitor's or the member's shell by cookie
      // (server plugins/app-page.ts), which the build's index.html cannot know. The precached
      // copy stands in when the page cannot be fetched (no connection).
      // `/` is a page like any other, not the precache's index.html.
      directoryIndex: null,
      // The plugin's default would answer every navigation with the precached page.
      navigateFallback: null,
      runtimeCaching: [
        {
          // Written into sw.js as source: it may only use what it declares itself. Paths the
          // server answers itself never get the app's page.
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' &&
            !/^\/(api|media)\/|^\/(healthz|readyz|metrics)$/.test(url.pathname),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: 'index.html' } },
        },
      ],
      // The first visit's page is taken over too, so its own lazy chunks come from the cache;
      // safe without skipWaiting, as a worker only activates when no older page is open.
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // One file, sw.js, which the server sends with no-cache.
      inlineWorkboxRuntime: true,
      // Web Push: showing a push and opening its page (public/push-sw.js, also sent no-cache).
      importScripts: ['/push-sw.js'],
    },
  });
