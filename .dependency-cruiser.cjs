/* global module */
/**
 * Import boundaries, checked by `npm run lint` (depcruise). Why each rule exists:
 * - features are independent screens: what two of them need lives in src/api, src/ui or src/shared,
 *   and only src/app (the router and shell composition) puts features together;
 * - no cycles: a cycle makes load order matter and hides which module owns a fact;
 * - the tax engine knows nothing of the API; contracts may read engine types only; the web app and
 *   the server meet only through contracts.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make load order matter; move what both modules need into a third one.',
      from: {},
      // An `import type` is erased by the compiler, so a cycle through one never runs (the same
      // choice as import/no-cycle); every edge of a reported cycle is a run-time import.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'feature-imports-feature',
      severity: 'error',
      comment:
        'A feature imports only itself and shared modules (src/api, src/ui, src/shared); move what several features need out of features/.',
      from: { path: '(^|/)apps/web/src/features/([^/]+)/' },
      to: { path: '(^|/)apps/web/src/features/', pathNot: '(^|/)apps/web/src/features/$2/' },
    },
    {
      name: 'shared-imports-feature',
      severity: 'error',
      comment: 'Shared web modules are below the features: only src/app may compose features.',
      from: { path: '(^|/)apps/web/src/(api|ui|shared)/' },
      to: { path: '(^|/)apps/web/src/(features|app)/' },
    },
    {
      name: 'feature-imports-app',
      severity: 'error',
      comment:
        'src/app puts the features together; a feature does not reach back into it (its tests may, for the providers).',
      from: { path: '(^|/)apps/web/src/features/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '(^|/)apps/web/src/app/' },
    },
    {
      name: 'engine-imports-api',
      severity: 'error',
      comment: 'The tax engine knows nothing of the API, the server or the web app.',
      from: { path: '(^|/)packages/tax-engine/' },
      to: { path: '(^|/)(packages/contracts|apps/server|apps/web)/' },
    },
    {
      name: 'contracts-imports-engine-values',
      severity: 'error',
      comment:
        'Contracts may read engine types only (import type), never engine code; the one exception is the California line tables (pure data, decision 006).',
      from: { path: '(^|/)packages/contracts/src/' },
      to: {
        path: '(^|/)packages/tax-engine/',
        pathNot: '(^|/)packages/tax-engine/src/(line-tables\\.ts|california/lines/)',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'line-tables-are-data',
      severity: 'error',
      comment: 'The line tables contracts may read are data: they import no other engine module (types aside).',
      from: { path: '(^|/)packages/tax-engine/src/(line-tables\\.ts|california/lines/)' },
      to: {
        path: '(^|/)packages/tax-engine/src/',
        pathNot: '(^|/)packages/tax-engine/src/california/lines/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'contracts-imports-apps',
      severity: 'error',
      comment: 'Contracts are shared by the server and the web app and import neither.',
      from: { path: '(^|/)packages/contracts/' },
      to: { path: '(^|/)apps/(server|web)/' },
    },
    {
      name: 'web-imports-server',
      severity: 'error',
      comment: 'The web app reaches the server over HTTP only; shared shapes live in contracts.',
      from: { path: '(^|/)apps/web/' },
      to: { path: '(^|/)apps/server/' },
    },
    {
      name: 'server-imports-web',
      severity: 'error',
      comment: 'The server does not import the web app; shared shapes live in contracts.',
      from: { path: '(^|/)apps/server/' },
      to: { path: '(^|/)apps/web/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data|test-results|playwright-report)/' },
    // `import type` is recorded as its own dependency type, so contracts may read engine types.
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsx', '.d.ts'],
    },
  },
};
