// ESLint: typescript-eslint's strict, type-aware rules over every TypeScript and script file.
// Formatting is Prettier's job (.prettierrc.json); eslint-config-prettier switches off any rule
// that would argue with it.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: ['dist/', 'node_modules/', 'data/', 'datasets/', 'coverage/', '.tmp/', 'bench/results/'],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: globals.node,
      parserOptions: {
        // The plain scripts, config files and the resume page's browser scripts are outside
        // tsconfig.json; the default project type-checks them as JavaScript so they get the same rules.
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.cjs',
            'scripts/*.mjs',
            'bench/*/*.mjs',
            'src/http/resume-links/page/*.js',
            'examples/*.mjs',
          ],
          // Eleven such files today (the default limit is eight); each is small.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 16,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // node:test's test()/describe() return promises that the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['test', 'describe', 'it', 'suite'] },
          ],
        },
      ],
      // With noUncheckedIndexedAccess, `xs[i]!` after a bounds check is the deliberate idiom: tsc cannot see the bound.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Numbers print unambiguously in messages and logs; null, undefined, objects and unknown stay refused.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `() => resolve()` callbacks and early `return done(...)` in void functions are the project's idiom.
      '@typescript-eslint/no-confusing-void-expression': [
        'error',
        { ignoreArrowShorthand: true, ignoreVoidReturningFunctions: true },
      ],
      // Same convention as tsc's noUnusedLocals: a leading underscore marks a name left out on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Spreading a string is how the code counts and walks code points, which is what it means to do.
      '@typescript-eslint/no-misused-spread': ['error', { allow: ['string'] }],
      // `async () => value` is how the code implements a Promise-returning contract (Fastify handlers,
      // key stores, gateways, test doubles); no-floating-promises and no-misused-promises catch the real bugs.
      '@typescript-eslint/require-await': 'off',
      // Stripping and detecting control characters (file names, CSV end-of-file marks, binary sniffing) is deliberate.
      'no-control-regex': 'off',
      // Prefill values and document fixtures are plain JSON objects (stored and sent as JSON), not Maps: deleting a key is right.
      '@typescript-eslint/no-dynamic-delete': 'off',
      // Rows are typed by the Kysely schema, but drivers can hand back strings (PostgreSQL int8, numeric,
      // aggregates) and errors can carry anything: Number()/String() at those edges are deliberate.
      '@typescript-eslint/no-unnecessary-type-conversion': 'off',
      // It trusts declarations that lie at the edges (request bodies, sockets, caught errors, parsed JSON)
      // and would delete those guards; it also misreads flags that callbacks set (`while (again && !stopped)`).
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
    },
  },
  {
    // Plain JavaScript declares no types, so every value it does not annotate is `any` and the
    // no-unsafe-* rules would flag each use; the promise and correctness rules stay on.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/restrict-plus-operands': 'off',
      // Without declared return types every helper that returns nothing reads as void, so the rule
      // would split each `return render(...)` dispatch; TypeScript files keep it.
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  {
    // The resume page runs in the browser.
    files: ['src/http/resume-links/page/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    // tsc already reports undefined names in TypeScript, with the real types in scope.
    files: ['**/*.ts'],
    rules: { 'no-undef': 'off' },
  },
  prettier,
);
