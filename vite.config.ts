/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The public base path: a single segment ending in Admin (spec 1). */
export const BASE_PATH = '/EduAdmin/';

export default defineConfig({
  base: BASE_PATH,
  plugins: [react()],
  server: {
    // In development the reference server answers the API calls (npm start on port 8080).
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/login': 'http://127.0.0.1:8080',
      '/media-files': 'http://127.0.0.1:8080',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'frontend',
          environment: 'jsdom',
          include: ['tests/frontend/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/common.ts', 'tests/setup/frontend.ts'],
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/shared/**/*.test.ts'],
          setupFiles: ['tests/setup/common.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
