import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', '.e2e-dist', 'node_modules', 'test-results', 'playwright-report', 'public', 'models/**/*.gltf'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Hooks live only in the React layers ("useDrs" in the rules core is not a hook).
    files: ['src/app/**/*.{ts,tsx}', 'src/scene/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}', 'src/main.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The rules core and the track model are pure: no React, no three.js, no clock, no Math.random.
    files: ['src/rules/**/*.ts', 'src/track/**/*.ts', 'src/sim/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'three', '@react-three/*', 'leva', 'zustand'] }],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded RNG kept in the game state.' },
        { object: 'Date', property: 'now', message: 'The rules core never reads the clock.' },
        { object: 'performance', property: 'now', message: 'The rules core never reads the clock.' },
      ],
    },
  },
);
