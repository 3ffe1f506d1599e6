/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { basename } from 'node:path';
import { CONTENT_SECURITY_POLICY } from './csp.ts';

/** Adds the Content-Security-Policy meta tag to the built page (not to the dev server's). */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'chicane-csp',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head' }],
  };
}

/**
 * The game server (src/server, `npm run server`) behind the app's own origin: the browser reaches it at
 * /game-server on the development and preview servers alike (HTTP for matchmaking, WebSocket for the rooms).
 */
const gameServerProxy = {
  '/game-server': {
    target: `http://127.0.0.1:${process.env.GAME_SERVER_PORT ?? 2567}`,
    ws: true,
    changeOrigin: true,
    // The game server checks a page's origin against the host it was reached at: tell it the app's.
    xfwd: true,
    rewrite: (path: string) => path.replace(/^\/game-server/, ''),
  },
};

export default defineConfig({
  plugins: [react(), contentSecurityPolicy()],
  server: { proxy: gameServerProxy },
  preview: { proxy: gameServerProxy },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    // Modules run in source order across chunks: main.tsx's first import (zod-browser.ts) configures zod
    // before any other module parses with it.
    rolldownOptions: {
      output: {
        strictExecutionOrder: true,
        // A chunk shared by modules of several folders is named after their common folder; at the root that is the
        // checkout's own folder name, which says nothing about the app: call it "shared".
        chunkFileNames: (chunk) => `assets/${chunk.name === basename(process.cwd()) ? 'shared' : '[name]'}-[hash].js`,
      },
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/property/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/fuzz/**/*.test.ts'],
    environment: 'node',
    // Property tests' seed: random locally, the commit's in CI (see the file).
    setupFiles: ['tests/setup/fast-check-seed.ts'],
    testTimeout: 60_000,
    // Contract and property suites play whole games in their set-up hooks: as long as a test may take.
    hookTimeout: 60_000,
  },
});
