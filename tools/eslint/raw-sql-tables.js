// ESLint rule: the table-ownership rule of docs/architecture.md (rule 4) for SQL written as text.
// The import rule sees `import { orders } from db/schema/market`; it cannot see `select … from
// orders` inside a sql`` template. This rule reads every template literal of a server module and
// refuses a FROM / JOIN / UPDATE / INSERT INTO / DELETE FROM naming a table another area owns.
// Tables are mapped to owners from the schema files themselves (pgTable('name', …) in
// db/schema/<file>.ts, owned per SCHEMA_OWNERS), so a new table is covered without touching this file.
import fs from 'node:fs';
import path from 'node:path';
import { SCHEMA_OWNERS } from './architecture-boundaries.js';

const SRC = path.resolve('src');
const SCHEMA_DIR = path.join(SRC, 'server', 'db', 'schema');
const READ_MODEL = 'reporting';

/** Table name → owning module, read from the schema files. */
function tableOwners() {
  const owners = new Map();
  for (const entry of fs.readdirSync(SCHEMA_DIR)) {
    if (!entry.endsWith('.ts') || entry === 'index.ts') continue;
    const owner = SCHEMA_OWNERS[entry.replace(/\.ts$/, '')];
    const text = fs.readFileSync(path.join(SCHEMA_DIR, entry), 'utf8');
    for (const match of text.matchAll(/pgTable\(\s*['"]([a-z0-9_]+)['"]/g)) owners.set(match[1], owner);
  }
  return owners;
}

const TABLE_REFERENCE = /\b(?:from|join|update|into)\s+"?([a-z][a-z0-9_]*)"?/gi;

export default {
  meta: {
    type: 'problem',
    docs: { description: "A module's SQL text names only its own tables (and the platform's)." },
    schema: [],
  },
  create(context) {
    const rel = path.relative(SRC, context.filename).split(path.sep);
    if (rel[0] !== 'server' || rel[1] !== 'modules' || rel.length < 4) return {};
    const fromModule = rel[2];
    if (fromModule === READ_MODEL) return {};
    const owners = tableOwners();
    return {
      TemplateLiteral(node) {
        const text = node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ');
        const named = new Set([...text.matchAll(TABLE_REFERENCE)].map((match) => match[1].toLowerCase()));
        for (const table of named) {
          const owner = owners.get(table);
          if (owner === undefined || owner === fromModule || owner === 'platform') continue;
          context.report({
            node,
            message: `Module '${fromModule}' names table '${table}' (owned by '${owner}') in SQL: call the owner's exported query, or read it in the reporting read model (modules/reporting).`,
          });
        }
      },
    };
  },
};
