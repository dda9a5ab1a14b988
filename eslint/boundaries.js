// The repository's own architecture rules (docs/architecture.md#modules), as an ESLint
// plugin: paths are resolved, so a relative import is caught as surely as an aliased one.
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const webFeatures = path.join(root, 'apps/web/src/features') + path.sep;
const serverModules = path.join(root, 'apps/server/src/modules') + path.sep;

/** The folder name right under `base` holding `file`, or null when `file` is not under `base`. */
function areaOf(file, base) {
  if (!file.startsWith(base)) return null;
  return file.slice(base.length).split(path.sep)[0] || null;
}

/** The absolute path an import source points at (null for packages). */
function resolved(context, source) {
  if (!source.startsWith('.')) return null;
  return path.resolve(path.dirname(context.filename), source);
}

const isTest = (file) => /\.test\.tsx?$/.test(file);

/** Calls every import-like node (static, dynamic, re-export) with its source string. */
function onImports(report) {
  const check = (node) => {
    if (node.source && typeof node.source.value === 'string') report(node, node.source.value);
  };
  return {
    ImportDeclaration: check,
    ExportNamedDeclaration: check,
    ExportAllDeclaration: check,
    ImportExpression: check,
  };
}

const noCrossFeatureImport = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature does not import another feature' },
    messages: {
      cross:
        'Feature "{{from}}" imports feature "{{to}}": move the shared piece to components/ or packages/shared.',
    },
    schema: [],
  },
  create(context) {
    const from = areaOf(context.filename, webFeatures);
    if (!from) return {};
    return onImports((node, source) => {
      const target = resolved(context, source);
      const to = target && areaOf(target + path.sep, webFeatures);
      if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
    });
  },
};

const noForeignTableImport = {
  meta: {
    type: 'problem',
    docs: { description: "A server module reads another module's data through its functions" },
    messages: {
      foreign:
        'Module "{{from}}" imports the table file of module "{{to}}": call a function the owner exports instead.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = areaOf(file, serverModules);
    // Table files reference other tables for their foreign keys; tests may read any table.
    if (!from || /\.table\.ts$/.test(file) || isTest(file)) return {};
    return onImports((node, source) => {
      const target = resolved(context, source);
      if (!target || !/\.table(\.js|\.ts)?$/.test(target)) return;
      const to = areaOf(target, serverModules);
      if (to && to !== from) context.report({ node, messageId: 'foreign', data: { from, to } });
    });
  },
};

const SQL_METHODS = new Set(['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute']);

/** True when an expression reads as a database handle: `db`, `tx`, `app.db.db`, `this.tx`. */
function isDbHandle(node) {
  if (node.type === 'Identifier') return node.name === 'db' || node.name === 'tx';
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier')
    return node.property.name === 'db' || node.property.name === 'tx';
  return false;
}

const noSqlInRoutes = {
  meta: {
    type: 'problem',
    docs: { description: 'A route parses, authorises and calls one service method' },
    messages: {
      sql: "SQL in a route file ({{what}}): move it to the module's repository and call the service.",
    },
    schema: [],
  },
  create(context) {
    if (!/\.routes\.ts$/.test(context.filename)) return {};
    const report = (node, what) => context.report({ node, messageId: 'sql', data: { what } });
    return {
      ...onImports((node, source) => {
        if (source === 'drizzle-orm' || source.startsWith('drizzle-orm/'))
          report(node, `import of ${source}`);
        else if (/\.table(\.js)?$/.test(source)) report(node, 'import of a table');
      }),
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          !callee.computed &&
          callee.property.type === 'Identifier' &&
          (SQL_METHODS.has(callee.property.name) || callee.property.name === 'transaction') &&
          isDbHandle(callee.object)
        )
          report(node, `${callee.property.name}()`);
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type === 'Identifier' && node.tag.name === 'sql') report(node, 'sql``');
      },
    };
  },
};

export default {
  meta: { name: 'arch' },
  rules: {
    'no-cross-feature-import': noCrossFeatureImport,
    'no-foreign-table-import': noForeignTableImport,
    'no-sql-in-routes': noSqlInRoutes,
  },
};
