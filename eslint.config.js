import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Year figures reach forms through the computation context (ctx.params / cx.params), never by
    // importing a year module: only params/index.ts and the package's index.ts may import them.
    files: [
      'packages/tax-engine/src/forms/**/*.ts',
      'packages/tax-engine/src/credits/**/*.ts',
      'packages/tax-engine/src/worksheets/**/*.ts',
      'packages/tax-engine/src/california/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/params/federal2024',
                '**/params/federal20*',
                '**/params/ca2024*',
                '**/params/ca20*',
                '**/year20*',
              ],
              message:
                'Forms read year figures from the computation context (ctx.params), never by importing a year module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', 'scripts/**', '.ci/**'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        performance: 'readonly',
      },
    },
  },
);
