/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://127.0.0.1:3000';
const proxy = { '/api': apiServer, '/media': apiServer };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The server serves the build at the site root with a history fallback.
  base: '/',
  plugins: [react()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Libraries change less often than the app: a separate chunk stays cached across releases.
      // The emoji picker is left out of it: it loads with its panel, when a member first opens it.
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](?!(emoji-picker-react|shipstyles)[\\/])/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
