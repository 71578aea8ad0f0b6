// ESLint rule enforcing the import rules of docs/architecture.md (rules 1 and 2):
// - domain/ and contracts/ import nothing from client/ or server/, and no platform-specific packages;
// - client/ and server/ never import each other;
// - a client feature never imports another feature (app/ composes features);
// - the client's data layer: only src/client/api (and lib/ itself) may import the API client
//   (lib/api-client), so features, shared/, app/ and components/ take data from api/<module>/;
//   api/ holds no UI (it imports no feature, shared/, app/ or components/ code), and one api/
//   module reaches into another only through its key factory (keys.ts);
// - shared/ holds only generic pieces several features and the shell use: it never imports a
//   feature or app/; components/ (the design system) imports no feature, shared/, app/ or api/;
// - a server module never imports another module's repository (it calls that module's use case).
import path from 'node:path';

const SRC = path.resolve('src');

function locate(absPath) {
  const rel = path.relative(SRC, absPath);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(path.sep);
  return { layer: parts[0], parts };
}

const PACKAGE_RULES = {
  domain: [/^node:/, /^react/, /^drizzle-orm/, /^fastify/, /^pg$/, /^better-auth/],
  contracts: [/^node:/, /^react/, /^drizzle-orm/, /^fastify/, /^pg$/, /^better-auth/],
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
      if (
        from.layer === 'server' &&
        from.parts[1] === 'modules' &&
        to.parts[1] === 'modules' &&
        from.parts[2] !== to.parts[2] &&
        /-repository(\.ts)?$/.test(source)
      ) {
        context.report({
          node,
          message: `Module '${from.parts[2]}' must not use module '${to.parts[2]}' repository; call its use case.`,
        });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
