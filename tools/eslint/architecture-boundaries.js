// ESLint rule enforcing the import rules of docs/architecture.md (rules 1 and 2):
// - domain/ and contracts/ import nothing from client/ or server/, and no platform-specific packages;
// - client/ and server/ never import each other;
// - a client feature never imports another feature (app/ composes features);
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
