import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/platform/db/schema/index.ts',
  out: './drizzle',
  // New migrations are named by the time they are made (0000–0035 keep their numbers): two areas
  // built side by side never take the same number (issue 28); the journal keeps the order.
  migrations: { prefix: 'timestamp' },
});
