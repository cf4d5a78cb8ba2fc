import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Module and feature boundaries (docs/decisions/0014-module-ownership.md).
const dirsOf = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

// Modules that share their repos: sso is the identity-provider half of sign-in (auth).
const MODULE_FAMILIES = [['auth', 'sso']];
const familyOf = (name) => MODULE_FAMILIES.find((f) => f.includes(name)) ?? [name];
const REPO_FILE = '(?:repo|[\\w-]+-repo)(?:\\.ts)?$';

/** A server module may import another module's services, never its repo (row types are fine). */
const moduleBoundaries = dirsOf('./apps/server/src/modules/').map((name) => {
  const own = familyOf(name).join('|');
  return {
    files: [`apps/server/src/modules/${name}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?:@/modules/|\\.\\./)(?!(?:${own})/)[\\w-]+/(?:[\\w-]+/)*${REPO_FILE}`,
              allowTypeImports: true,
              message: "Call the owning module's service, not its repo (decision 0014).",
            },
          ],
        },
      ],
    },
  };
});

const FEATURE_INTERNALS =
  "Import only another feature's api/ hooks; move shared widgets to components/ or lib/ (decision 0014).";

const OWN_MUTATION =
  "Use '@/lib/use-mutation': it starts a repeated (double-clicked) call once (issue 15, item 18).";

/** A web feature may use another feature's api/ hooks only; shared widgets live in components/ or lib/. */
const featureBoundaries = dirsOf('./apps/web/src/features/').map((name) => ({
  files: [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [{ regex: `^@/features/(?!${name}/)[\\w-]+/(?!api/)`, message: FEATURE_INTERNALS }],
        paths: [{ name: '@tanstack/react-query', importNames: ['useMutation'], message: OWN_MUTATION }],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // A test file holds one subject's cases; it may run longer than the code it tests.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...moduleBoundaries,
  {
    // A route file validates, authorizes and calls a service; it never touches a repo itself.
    files: ['apps/server/src/**/routes.ts', 'apps/server/src/**/*-routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `(?:^|/)${REPO_FILE}`, message: 'Routes call services, never repos (decision 0014).' },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    // Shared widgets may use a feature's api/ hooks, never its components or pages.
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@/features/[\\w-]+/(?!api/)', message: FEATURE_INTERNALS }] },
      ],
    },
  },
);
