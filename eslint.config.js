import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import architectureBoundaries from './tools/eslint/architecture-boundaries.js';
import rawSqlTables from './tools/eslint/raw-sql-tables.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.tmp/**',
      'data/**',
      'src/server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { vino: { rules: { 'architecture-boundaries': architectureBoundaries, 'raw-sql-tables': rawSqlTables } } },
    rules: {
      'vino/architecture-boundaries': 'error',
      'vino/raw-sql-tables': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'tests/**', 'tools/**'],
    rules: { 'no-console': 'off' },
  },
);
