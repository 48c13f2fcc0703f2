import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './app/commerce/db/schema/index.ts',
  out: './app/commerce/db/migrations',
});
