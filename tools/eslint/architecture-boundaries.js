// ESLint rule enforcing the import rules of docs/architecture.md (rules 1 to 5):
// - domain/ and contracts/ import nothing from client/ or server/, and no platform-specific packages;
// - client/ and server/ never import each other;
// - a client feature never imports another feature (app/ composes features);
// - the client's data layer: only src/client/api (and lib/ itself) may import the API client
//   (lib/api-client), so features, shared/, app/ and components/ take data from api/<module>/;
//   api/ holds no UI (it imports no feature, shared/, app/ or components/ code), and one api/
//   module reaches into another only through its key factory (keys.ts);
// - shared/ holds only generic pieces several features and the shell use: it never imports a
//   feature or app/; components/ (the design system) imports no feature, shared/, app/ or api/;
// - server: platform/ never imports a module (or the seed); a module reaches another module only
//   through its door, modules/<m>/<m>-module.ts, and the seed calls modules the same way;
// - each table has one owner: a module imports only its own schema file(s) under db/schema/ (and
//   the platform's: users, settings, audit log, jobs, mail outbox), never the db/schema barrel;
//   only the reporting read model (modules/reporting) reads other areas' schemas;
// - client/lib (the plumbing under everything) never imports client/shared.
import path from 'node:path';

const SRC = path.resolve('src');

function locate(absPath) {
  const rel = path.relative(SRC, absPath);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(path.sep);
  return { layer: parts[0], parts };
}

/** Packages that do input/output (or need a runtime): the pure layers use none of them. */
const IO_PACKAGES = [
  /^node:/,
  /^react/,
  /^drizzle-orm/,
  /^fastify/,
  /^@fastify\//,
  /^pg$/,
  /^pg-/,
  /^better-auth/,
  /^@better-auth\//,
  /^ioredis/,
  /^pino/,
  /^nodemailer/,
  /^@electric-sql\//,
  /^stripe/,
  /^prom-client/,
  /^pdfkit/,
  /^siwe/,
  /^viem/,
  /^tsx/,
  /^@react-email\//,
];

/**
 * Each schema file's owning module (db/schema/<file>.ts). 'platform' tables (users and sessions,
 * settings and the audit log, jobs, the mail outbox) sit below every module, which may use them.
 */
export const SCHEMA_OWNERS = {
  analytics: 'analytics',
  announcements: 'announcements',
  'api-keys': 'api-keys',
  auth: 'platform',
  chain: 'chain',
  compliance: 'compliance',
  contact: 'contact',
  content: 'content',
  documents: 'documents',
  'email-campaigns': 'email',
  'email-digests': 'email',
  email: 'email',
  enterprise: 'enterprise',
  jobs: 'platform',
  kyc: 'kyc',
  ledger: 'ledger',
  'mail-delivery': 'platform',
  'market-owners': 'market',
  market: 'market',
  payments: 'payments',
  platform: 'platform',
  'price-alerts': 'price-alerts',
  prices: 'prices',
  profiles: 'profiles',
  rebalancer: 'rebalancer',
  redemption: 'redemption',
  reserve: 'reserve',
  revenue: 'payments',
  staking: 'staking',
  'system-alerts': 'admin',
  telemetry: 'telemetry',
  'wallet-nonces': 'wallet',
  wallets: 'wallet',
  wine: 'wine',
};

/** The read model that alone may read other areas' tables (operator figures; read-only). */
const READ_MODEL = 'reporting';

const PACKAGE_RULES = {
  domain: IO_PACKAGES,
  contracts: IO_PACKAGES,
  client: [
    /^node:/,
    /^drizzle-orm/,
    /^fastify/,
    /^@fastify\//,
    /^pg$/,
    /^better-auth/,
    /^nodemailer/,
    /^@electric-sql\//,
  ],
  server: [/^react/],
};

/** The client's request functions: only the data layer (src/client/api) calls them. */
const API_CLIENT_FILES = ['lib/api-client', 'lib/idempotent-post'];

const LAYER_RULES = {
  domain: ['client', 'server'],
  contracts: ['client', 'server'],
  client: ['server'],
  server: ['client'],
};

export default {
  meta: { type: 'problem', docs: { description: 'Enforce the architecture import rules' }, schema: [] },
  create(context) {
    const from = locate(context.filename);
    if (!from) return {};
    function checkClient(node, source, fromParts, toParts) {
      const fromArea = fromParts[1];
      const toArea = toParts[1];
      const toFile = toParts
        .slice(1)
        .join('/')
        .replace(/\.(ts|tsx|js)$/, '');
      if (API_CLIENT_FILES.includes(toFile) && fromArea !== 'api' && fromArea !== 'lib') {
        context.report({
          node,
          message: `src/client/${fromArea} must not import the API client; take the data from the endpoint's file in src/client/api/<module>/ (errors: lib/api-error).`,
        });
        return;
      }
      if (fromArea === 'api' && ['features', 'shared', 'app', 'components'].includes(toArea)) {
        context.report({
          node,
          message: `src/client/api holds data only and must not import from src/client/${toArea}; pass what it needs as arguments.`,
        });
        return;
      }
      if (
        fromArea === 'api' &&
        toArea === 'api' &&
        fromParts.length > 3 &&
        toParts.length > 3 &&
        fromParts[2] !== toParts[2] &&
        !/^keys(\.ts)?$/.test(toParts[toParts.length - 1])
      ) {
        context.report({
          node,
          message: `api module '${fromParts[2]}' must not import '${toParts.slice(2).join('/')}': another module is reached only through its keys.ts (or move the shared piece to lib/).`,
        });
        return;
      }
      if (fromArea === 'shared' && (toArea === 'features' || toArea === 'app')) {
        context.report({
          node,
          message: `src/client/shared holds only generic pieces and must not import from src/client/${toArea}.`,
        });
        return;
      }
      if (fromArea === 'components' && ['features', 'shared', 'app', 'api'].includes(toArea)) {
        context.report({
          node,
          message: `src/client/components is the design system and must not import from src/client/${toArea}.`,
        });
        return;
      }
      if (fromArea === 'lib' && toArea === 'shared') {
        context.report({
          node,
          message: `src/client/lib is the plumbing under everything and must not import from src/client/shared; move what both need to lib/.`,
        });
      }
    }

    /** The module's door: modules/<m>/<m>-module.ts, the only file another module (or the seed) imports. */
    function isDoor(toParts) {
      const m = toParts[2];
      return toParts.length === 4 && toParts[3].replace(/\.(ts|js)$/, '') === `${m}-module`;
    }

    function checkServer(node, fromParts, toParts) {
      const fromArea = fromParts[1];
      const toArea = toParts[1];
      const fromModule = fromArea === 'modules' ? fromParts[2] : undefined;
      if (fromArea === 'platform' && (toArea === 'modules' || (toArea === 'db' && toParts[2] === 'seed'))) {
        context.report({
          node,
          message: `src/server/platform must not import from src/server/${toParts.slice(1, 3).join('/')}: modules build on the platform, never the other way (pass what it needs as a dependency or publish an event).`,
        });
        return;
      }
      if (toArea === 'modules' && toParts.length > 3 && toParts[2] !== fromModule) {
        const fromSeed = fromArea === 'db' && fromParts[2] === 'seed';
        if ((fromModule || fromSeed) && !isDoor(toParts)) {
          const who = fromModule ? `Module '${fromModule}'` : 'The seed';
          context.report({
            node,
            message: `${who} must not import '${toParts.slice(2).join('/')}': module '${toParts[2]}' is reached only through its door, modules/${toParts[2]}/${toParts[2]}-module.ts.`,
          });
          return;
        }
      }
      if (fromModule && toArea === 'db' && toParts[2] === 'schema') {
        const file = (toParts[3] ?? 'index').replace(/\.(ts|js)$/, '');
        if (file === 'index') {
          context.report({
            node,
            message: `Module '${fromModule}' must not import the db/schema barrel; import its own table file, db/schema/<file>.ts.`,
          });
          return;
        }
        const owner = SCHEMA_OWNERS[file];
        if (owner !== fromModule && owner !== 'platform' && fromModule !== READ_MODEL) {
          context.report({
            node,
            message: `Module '${fromModule}' must not import db/schema/${file} (owned by '${owner ?? 'nobody'}'): call the owner's exported query, or read it in the reporting read model (modules/reporting).`,
          });
        }
      }
    }

    function check(node, source) {
      if (typeof source !== 'string') return;
      if (!source.startsWith('.')) {
        const banned = (PACKAGE_RULES[from.layer] ?? []).find((re) => re.test(source));
        if (banned) context.report({ node, message: `src/${from.layer} must not import '${source}'.` });
        return;
      }
      const to = locate(path.resolve(path.dirname(context.filename), source));
      if (!to) return;
      if ((LAYER_RULES[from.layer] ?? []).includes(to.layer)) {
        context.report({
          node,
          message: `src/${from.layer} must not import from src/${to.layer} (they meet only in contracts/ and domain/).`,
        });
        return;
      }
      if (
        from.layer === 'client' &&
        from.parts[1] === 'features' &&
        to.parts[1] === 'features' &&
        from.parts[2] !== to.parts[2]
      ) {
        context.report({
          node,
          message: `Feature '${from.parts[2]}' must not import feature '${to.parts[2]}'; move shared code to components/ or lib/.`,
        });
      }
      if (from.layer === 'client') checkClient(node, source, from.parts, to.parts);
      if (from.layer === 'server' && to.layer === 'server') checkServer(node, from.parts, to.parts);
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
