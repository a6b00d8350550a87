// Import boundaries (docs/architecture.md, "Checks"). Every rule is an error and there are no
// exceptions: a file that needs one is in the wrong folder. Type-only imports count
// (tsPreCompilationDeps), because a type import couples folders as much as a value import does.
// Folder-level cycles are checked by scripts/check-folder-cycles.ts over this same graph.

// Tests assemble whole servers, so they may import anything; they are still in the file-level cycle check.
const TESTS = '(\\.test\\.ts$|/test-support/|/test-support\\.ts$|^test/)';
const KERNEL = '^src/(errors|lib)/';
const NOT_DOMAIN = '^src/(errors|lib|store|jobs|outbound|config|http|app|cli)/';
const HTTP_PACKAGES = '(^|/)node_modules/(fastify|@fastify/[^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles between files, value or type imports alike.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'kernel-imports-only-kernel',
      severity: 'error',
      comment: 'src/errors and src/lib are the kernel: they import nothing else from src/.',
      from: { path: KERNEL, pathNot: TESTS },
      to: { path: '^src/', pathNot: KERNEL },
    },
    {
      name: 'store-outbound-config-import-only-kernel',
      severity: 'error',
      comment: 'src/store, src/outbound and src/config import only the kernel and their own folder.',
      from: { path: '^src/(store|outbound|config)/', pathNot: TESTS },
      to: { path: '^src/', pathNot: ['^src/$1/', KERNEL] },
    },
    {
      name: 'jobs-imports-only-store-and-kernel',
      severity: 'error',
      comment: 'src/jobs imports only the kernel, src/store and itself.',
      from: { path: '^src/jobs/', pathNot: TESTS },
      to: { path: '^src/', pathNot: ['^src/(jobs|store)/', KERNEL] },
    },
    {
      name: 'domain-knows-no-http',
      severity: 'error',
      comment: 'Domains never import src/http, src/app or src/cli, nor fastify: they know nothing of HTTP.',
      from: { path: '^src/[^/]+/', pathNot: [NOT_DOMAIN, TESTS] },
      to: { path: ['^src/(http|app|cli)/', HTTP_PACKAGES] },
    },
    {
      name: 'http-not-app-or-cli',
      severity: 'error',
      comment: 'src/http never imports the composition root (src/app) or the command (src/cli).',
      from: { path: '^src/http/', pathNot: TESTS },
      to: { path: '^src/(app|cli)/' },
    },
    {
      name: 'app-not-cli',
      severity: 'error',
      comment: 'The composition root (src/app) never imports the command (src/cli).',
      from: { path: '^src/app/', pathNot: TESTS },
      to: { path: '^src/cli/' },
    },
    {
      name: 'engine-is-pure',
      severity: 'error',
      comment: 'src/engine imports only src/flows/document, src/identifiers, src/i18n, the kernel and itself.',
      from: { path: '^src/engine/', pathNot: TESTS },
      to: { path: '^src/', pathNot: ['^src/(engine|flows/document|identifiers|i18n)/', KERNEL] },
    },
    {
      name: 'flow-document-stands-alone',
      severity: 'error',
      comment:
        'src/flows/document is shared with browser apps: it imports only the kernel, itself and the list of locales (src/i18n/locales.ts, which imports nothing).',
      from: { path: '^src/flows/document/', pathNot: TESTS },
      to: { path: '^src/', pathNot: ['^src/flows/document/', '^src/i18n/locales\\.ts$', KERNEL] },
    },
    {
      name: 'identifiers-stand-alone',
      severity: 'error',
      comment:
        'src/identifiers is a pure library the engine uses: it imports only the message catalogues, the kernel and itself.',
      from: { path: '^src/identifiers/', pathNot: TESTS },
      to: { path: '^src/', pathNot: ['^src/(identifiers|i18n)/', KERNEL] },
    },
    {
      name: 'i18n-stands-alone',
      severity: 'error',
      comment:
        'src/i18n (the end-user message catalogues) is a library the engine, the domains and the hosted page use: it imports only the kernel and itself.',
      from: { path: '^src/i18n/', pathNot: TESTS },
      to: { path: '^src/', pathNot: ['^src/i18n/', KERNEL] },
    },
    {
      name: 'libraries-import-no-domain',
      severity: 'error',
      comment: 'src/screening and src/businesses are libraries: no other domain, only infrastructure and kernel.',
      from: { path: '^src/(screening|businesses)/', pathNot: TESTS },
      to: { path: '^src/[^/]+/', pathNot: ['^src/$1/', NOT_DOMAIN] },
    },
    {
      name: 'src-not-tools',
      severity: 'error',
      comment: 'Offline tools and benchmarks may import src/, never the other way round.',
      from: { path: '^src/', pathNot: TESTS },
      to: { path: '^(tools|bench)/' },
    },
    {
      name: 'client-package-stands-alone',
      severity: 'error',
      comment:
        'packages/client is installed on its own by integrators: it imports nothing of the service or its tests.',
      from: { path: '^packages/client/' },
      to: { path: '^(src|test|tools|bench|scripts|web)/' },
    },
    {
      name: 'service-not-client',
      severity: 'error',
      comment: 'The service never uses its own client package; only tests, tools and examples do.',
      from: { path: '^src/', pathNot: TESTS },
      to: { path: '^packages/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
