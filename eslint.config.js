import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// What no file of src/rules may import (the core and the games alike; flat config replaces, never merges, a rule's options).
const RULES_IMPORT_PATTERNS = [
  { group: ['react', 'react-dom', 'three', '@react-three/*', 'leva', 'zustand'], message: 'The rules core is pure: no React, no three.js, no stores.' },
  { group: ['**/sim', '**/sim/**'], message: 'The rules do not import src/sim; the registry joins bots to games.' },
];

// Nothing imports a game's folder but the game itself, the registries and the game's client parts (docs/architecture.md).
const START_FREI_PATTERN = { group: ['**/rules/start-frei', '**/rules/start-frei/**'], message: 'Only Start Frei and its client parts import src/rules/start-frei: use the Game interface (src/rules/registry.ts) and the client registry (src/games).' };
// Start Frei's client parts: its modes as they were before the shells (src/app/play and friends), its file formats and CLI paths.
const START_FREI_CLIENT_PARTS = ['src/games/start-frei/**'];
const SCENE_APP_PATTERN = { group: ['**/app', '**/app/**'], message: 'src/scene does not import src/app: take what you draw as props (an app-level host reads the stores).' };

export default tseslint.config(
  { ignores: ['dist', 'dist-cli', '.e2e-dist', 'node_modules', 'test-results', 'playwright-report', 'public', 'models/**/*.gltf'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Hooks live only in the React layers ("useDrs" in the rules core is not a hook).
    files: ['src/app/**/*.{ts,tsx}', 'src/scene/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}', 'src/games/start-frei/**/*.{ts,tsx}', 'src/main.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The rules core and the track model are pure: no React, no three.js, no clock, no Math.random.
    files: ['src/rules/**/*.ts', 'src/track/**/*.ts', 'src/sim/**/*.ts', 'src/rail/**/*.ts', 'src/rating/**/*.ts'],
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
  {
    // The rules do not import the simulation layer (each game's bots live in its own folder).
    files: ['src/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...RULES_IMPORT_PATTERNS,
          ],
        },
      ],
    },
  },
  {
    // The other games do not reach into Start Frei either.
    files: ['src/rules/**/*.ts'],
    ignores: ['src/rules/start-frei/**', 'src/rules/registry.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...RULES_IMPORT_PATTERNS, START_FREI_PATTERN] }] },
  },
  {
    // Outside the rules and the scenes (which have their own blocks), only Start Frei's client parts import it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/rules/**', 'src/scene/**', 'src/track/**', ...START_FREI_CLIENT_PARTS],
    rules: { 'no-restricted-imports': ['error', { patterns: [START_FREI_PATTERN] }] },
  },
  {
    // The core knows no game: games plug into it through the Game interface and the registry.
    files: ['src/rules/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...RULES_IMPORT_PATTERNS,
            { regex: '^\\.\\./(?!\\.\\./track(/|$))', message: 'src/rules/core imports no game folder and not the registry (outside itself only src/track).' },
          ],
        },
      ],
    },
  },
  {
    // Browser tests wait for conditions, never for time, and click what they find, never fixed coordinates;
    // they take `test` from the fixtures so every run can change the renderer's speed (E2E_RENDER).
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='waitForTimeout']", message: 'Wait for a condition (waitForFunction, expect.poll, waitForSettled), never for a fixed time.' },
        { selector: "CallExpression[callee.object.property.name='mouse'][callee.property.name=/^(click|move|dblclick)$/][arguments.0.type='Literal']", message: 'Click what a probe or locator found, never fixed page coordinates.' },
      ],
    },
  },
  {
    // A second device comes from the `device` fixture, which closes it when the test ends: a context left open goes
    // on drawing its table through the tests after it.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='waitForTimeout']", message: 'Wait for a condition (waitForFunction, expect.poll, waitForSettled), never for a fixed time.' },
        { selector: "CallExpression[callee.object.property.name='mouse'][callee.property.name=/^(click|move|dblclick)$/][arguments.0.type='Literal']", message: 'Click what a probe or locator found, never fixed page coordinates.' },
        { selector: "CallExpression[callee.property.name='newContext']", message: "Open another device with the `device` fixture (it closes the device when the test ends)." },
      ],
    },
  },
  {
    // Scenes draw what they are given: they never import the app layer (its stores, its debug hooks).
    files: ['src/scene/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SCENE_APP_PATTERN] }] },
  },
  {
    // Start Frei's lesson table is a scene too: it draws what it is given.
    files: ['src/games/start-frei/lessons/table/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SCENE_APP_PATTERN] }] },
  },
  {
    // …and only Start Frei's own scenes import its rules.
    files: ['src/scene/**/*.{ts,tsx}'],
    ignores: START_FREI_CLIENT_PARTS,
    rules: { 'no-restricted-imports': ['error', { patterns: [SCENE_APP_PATTERN, START_FREI_PATTERN] }] },
  },
  {
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from './fixtures' (it applies E2E_RENDER)." }] }],
    },
  },
);
