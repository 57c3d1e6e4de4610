// @ts-check
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverModules = readdirSync('server/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverOutsideModules = readdirSync('server')
  .filter((name) => name !== 'modules')
  .map((name) => `./server/${name}`);

// DESIGN §layout: imports flow lib ← engine ← layouts/features ← app; no feature imports another;
// the server never imports the portal; shared/ imports neither; a server module reaches another only through its
// public.ts.
const zones = [
  { target: './src/lib', from: ['./src/engine', './src/layouts', './src/features', './src/app'] },
  { target: './src/engine', from: ['./src/layouts', './src/features', './src/app'] },
  { target: './src/layouts', from: ['./src/features', './src/app'] },
  { target: './src/features', from: ['./src/layouts', './src/app'] },
  ...features.map((name) => ({ target: `./src/features/${name}`, from: './src/features', except: [`./${name}`] })),
  { target: './server', from: './src' },
  { target: './shared', from: ['./src', './server'] },
  // Outside its own folder, an area module of the server is used only through its public.ts.
  ...serverModules.map((name) => ({
    target: [
      ...serverOutsideModules,
      ...serverModules.filter((other) => other !== name).map((other) => `./server/modules/${other}`),
      './tests',
      './scripts',
    ],
    from: `./server/modules/${name}`,
    except: ['./public.ts'],
    message: `Import what server/modules/${name}/public.ts exports, not the module's own files.`,
  })),
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', 'screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'No barrel re-exports: import the file itself (STYLE.md).',
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
