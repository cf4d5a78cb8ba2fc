import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './src/db/migrations',
  // pg-boss keeps its own tables in schema pgboss (migrated by pg-boss itself): never ours to diff.
  schemaFilter: ['public'],
});
