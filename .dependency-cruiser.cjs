/** Import rules of DESIGN.md §1; `npm run lint` fails when one is broken. */
module.exports = {
  forbidden: [
    {
      name: 'shared-is-pure',
      comment: 'packages/shared imports nothing from apps/* and does no I/O',
      severity: 'error',
      from: { path: '^packages/shared' },
      to: { path: '^apps/|^node:|^(fs|path|http|https|net|child_process|os)$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-not-server',
      comment: 'apps/web never imports apps/server; they meet only in packages/shared',
      severity: 'error',
      from: { path: '^apps/web' },
      to: { path: '^apps/server' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^apps/server' },
      to: { path: '^apps/web' },
    },
    {
      name: 'web-features-isolated',
      comment: 'features do not import each other; routes compose them',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-layers-below-features',
      comment: 'components/ui, lib and hooks sit below features and app',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|hooks)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-features-below-app',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'server-services-not-routes',
      comment:
        'every module file below the routes (services, verb files, views, policies, jobs) holds rules and queries; ' +
        'it never reaches up into routes or the HTTP layer. Tests may boot the app; modules/register.ts mounts routes.',
      severity: 'error',
      from: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: '\\.routes\\.ts$|\\.test\\.ts$',
      },
      to: { path: '\\.routes\\.ts$|^apps/server/src/http/' },
    },
    {
      name: 'server-payments-below-shop',
      comment:
        'payments never imports the shop: the shop registers a settler for its checkout kind (checkout-kinds.ts)',
      severity: 'error',
      from: { path: '^apps/server/src/modules/payments/' },
      to: { path: '^apps/server/src/modules/shop/' },
    },
    {
      name: 'server-db-below-modules',
      severity: 'error',
      from: { path: '^apps/server/src/db/' },
      to: { path: '^apps/server/src/(modules|http)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'dist|node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'], conditionNames: ['source', 'import', 'default'] },
  },
};
