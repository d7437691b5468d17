import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // One module graph per worker, not per file: MUI, React and jsdom load once instead of 67 times,
    // which halves the run. The setup file (src/test/setup.ts) empties the document and storage after
    // every test, and tests stub fetch for themselves.
    isolate: false,
  },
});
