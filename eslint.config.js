import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Fastify plugins and handlers are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: [
      'scripts/**',
      '**/*.config.{js,ts}',
      'bench/**',
      'apps/server/build.mjs',
      'apps/server/src/main.ts',
      'apps/server/src/seed/seed-cli.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Feature boundaries: a feature of the web app never imports another feature. What several
  // features share lives in components/ or lib/; a tab of another area is composed by the app's
  // route (apps/web/src/app/pages) and passed in. Another area's call is made through the
  // contract's endpoint catalogue (`call(<AREA>_ENDPOINTS.x, …)` in the feature's own *-api file),
  // never by importing that area's *-api module.
  {
    files: ['apps/web/src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.)',
              message:
                'A feature never imports another feature: move shared code to components/ or lib/, or let apps/web/src/app compose the screens.',
            },
            {
              regex: '^(\\.\\./)+features/',
              message: 'A feature never imports another feature.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/*/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./(?!\\.)',
              message:
                'A feature never imports another feature: move shared code to components/ or lib/, or let apps/web/src/app compose the screens.',
            },
            {
              regex: '^(\\.\\./)+features/',
              message: 'A feature never imports another feature.',
            },
          ],
        },
      ],
    },
  },
  // Server module boundaries (issue 14): a module reaches another only through its public face
  // (`../<other>`, i.e. modules/<other>/index.ts), and platform/ knows no module or integration.
  // scripts/module-imports.mjs rewrites imports to follow the first rule. Tests and test kits may
  // still import inner files, and schema files other areas' schema files (foreign keys).
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*test-kit.ts', '**/*.schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^./][^/]*/.+|^(\\.\\./)+modules/[^/]+/.+',
              message:
                "Import another module through its index ('../<module>'); run scripts/module-imports.mjs to rewrite and re-export.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/platform/**/*.ts'],
    // The Drizzle schema aggregator gathers every owner's tables for Drizzle and the migrations.
    ignores: ['**/*.test.ts', 'apps/server/src/platform/db/schema/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(modules|integrations)(/|$)|^(\\.\\./)+(context|app|background|main)$',
              message:
                'platform/ knows no module, integration or composition root: take what it needs as a parameter.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'apps/server/test/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
