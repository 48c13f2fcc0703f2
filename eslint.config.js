import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The import boundaries of docs/architecture.md#boundaries. Storefront code may use the commerce contract
// (shared zod schemas) but nothing else of the commerce side; the commerce side never
// reaches into the storefront or React.
const COMMERCE_INTERNALS = [
  'catalog',
  'basket',
  'customers',
  'orders',
  'loyalty',
  'content',
  'location',
  'db',
  'http',
  'payments',
  'payment-records',
  'seo',
  'redirects',
  'marketing',
];
const commerceInternalPatterns = COMMERCE_INTERNALS.flatMap((dir) => [
  `~/commerce/${dir}`,
  `~/commerce/${dir}/**`,
  `**/commerce/${dir}`,
  `**/commerce/${dir}/**`,
]);

// A package's dist/ files are its internals: they change in any patch release, and replacing a
// function inside one is how a framework upgrade breaks silently. Only what a package exports.
const noPackageInternals = {
  group: ['**/dist', '**/dist/**'],
  message: 'Import what the package exports, never its dist/ files.',
};

const storefrontBoundary = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        noPackageInternals,
        {
          group: commerceInternalPatterns,
          message:
            'Storefront code reaches the commerce API over HTTP (app/services); only app/commerce/contract may be imported.',
        },
        {
          group: ['~/components/**/*.server', '**/components/**/*.server'],
          message:
            'components/ holds UI only: loader and action code lives beside its route (app/routes/<route>/) or in app/routes-shared/.',
        },
      ],
    },
  ],
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'Only app/services speaks HTTP to the API: call a service.' },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'node_modules/**',
      'data/**',
      '.test-data/**',
      'bench-data/**',
      'test-results/**',
      'playwright-report/**',
      '.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Everywhere; the import boundaries below repeat it in their own lists of patterns.
    rules: { 'no-restricted-imports': ['error', { patterns: [noPackageInternals] }] },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: [
      'app/routes/**',
      'app/components/**',
      'app/sessions/**',
      'app/routes-shared/**',
      'app/forms/**',
      'app/redirects/**',
      'app/root.tsx',
      'app/root-data.server.ts',
      'app/page-seo.server.ts',
      'app/entry.*.tsx',
    ],
    ignores: [
      // The server's entry: it hands /api to the commerce API's router and registers that router
      // for the storefront's in-process API calls, so it is the one module that sees both halves.
      'app/entry.server.tsx',
      'app/routes/healthz.*',
      'app/routes/images.*',
      // The redirect tables' tests check the targets against the catalogue's category tree.
      'app/redirects/*.test.ts',
    ],
    rules: storefrontBoundary,
  },
  {
    // Loader, action and fetcher data are typed from the handler (useLoaderData<typeof loader>(),
    // useFetcher<typeof action>(), MetaFunction<typeof loader>, useRootData()); a cast or a
    // hand-written type would hide a field the handler stopped returning.
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'TSAsExpression > CallExpression[callee.name=/^use(Loader|RouteLoader|Action)Data$|^useFetcher$/]',
          message:
            'Type loader and action data from the handler: useLoaderData<typeof loader>(), useRootData().',
        },
        {
          // Any `x.data as …` but a thrown error's (an error response's body is unknown by nature).
          selector:
            "TSAsExpression > MemberExpression[property.name='data']:not([object.name='error']), TSAsExpression > ChainExpression > MemberExpression[property.name='data']:not([object.name='error'])",
          message: 'Type fetcher data from the action: useFetcher<typeof action>().',
        },
        {
          // A meta function's `data`: MetaFunction<typeof loader> types it.
          selector: 'TSAsExpression > Identifier[name=/^(data|loaderData|actionData)$/]',
          message: 'Type meta data from the loader: MetaFunction<typeof loader>.',
        },
        {
          // A hand-written answer type drifts from the action; typeof (or a union of typeofs) cannot.
          selector:
            'CallExpression[callee.name=/^use(Fetcher|LoaderData|RouteLoaderData|ActionData)$/] > TSTypeParameterInstantiation > :not(TSTypeQuery, TSUnionType:has(TSTypeQuery))',
          message:
            'Type the data from its handler: useFetcher<typeof action>(), useLoaderData<typeof loader>().',
        },
        {
          selector: "CallExpression[callee.name='useFetcher']:not([typeArguments])",
          message: 'Type fetcher data from the action or loader it calls: useFetcher<typeof action>().',
        },
      ],
    },
  },
  {
    files: ['app/services/**'],
    rules: { 'no-restricted-imports': storefrontBoundary['no-restricted-imports'] },
  },
  {
    files: ['app/commerce/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noPackageInternals,
            {
              group: ['react', 'react-dom', '@remix-run/react', '@headlessui/*'],
              message: 'The commerce API knows nothing of React.',
            },
            {
              group: [
                '~/routes/**',
                '~/components/**',
                '~/services/**',
                '~/sessions/**',
                '**/routes/**',
                '**/components/**',
                '**/services/**',
                '**/sessions/**',
              ],
              message: 'The commerce API never imports storefront code.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server logs through its logger (app/utils/log.server.ts): JSON lines with the request
    // id, nothing personal. Browser code (components) and the scripts keep console.
    files: ['server/**/*.ts', 'app/**/*.{ts,tsx}'],
    ignores: ['app/components/**', 'app/**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'error' },
  },
);
