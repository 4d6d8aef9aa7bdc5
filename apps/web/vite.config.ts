/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunks.ts';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), precompress()],
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  // 'hidden': maps are written for error triage but the bundles do not point at them; the server never
  // serves them in production (docs/decisions/019).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    // .vite/manifest.json: the server reads it to prefetch an /app page's chunks (never served).
    manifest: true,
    rolldownOptions: { output: chunkGroups(import.meta.dirname) },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/setup-tests.ts'],
    // user-event journeys through several screens take seconds on a busy 2-core machine
    testTimeout: 20_000,
  },
});
