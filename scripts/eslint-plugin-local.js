// Project-local ESLint rules, used by eslint.config.js.
//
// `import-boundaries` encodes the repository's dependency direction (see eslint.config.js for the
// zones). It resolves an import specifier to a repository path by string arithmetic only: relative
// paths, tsconfig `paths` aliases and workspace package names (`@cp/x`). It never needs the target
// file to exist, so a boundary can't be slipped through by an import the resolver fails on, and the
// rule stays fast. Bare specifiers of npm packages and Node built-ins are not its business: the
// per-area `no-restricted-imports` rules in eslint.config.js handle those.
//
// `filename-case` enforces kebab-case file names (STYLE.md), with dots allowed for role suffixes
// (`auth.routes.ts`, `eslint.config.js`, `vite-env.d.ts`).
import path from 'node:path';

const toPosix = (p) => p.split(path.sep).join('/');

/** Compiles the rule options once per options object (ESLint hands the same object to every file). */
const compiled = new WeakMap();
function compile(options) {
  let c = compiled.get(options);
  if (c) return c;
  const workspaces = Object.entries(options.workspaces ?? {}).map(([name, dir]) => ({
    name,
    dir: dir.replace(/\/$/, ''),
  }));
  c = {
    root: options.root,
    workspaces,
    pathImportsExempt: (options.pathImportsExempt ?? []).map((d) => d.replace(/\/$/, '')),
    aliases: (options.aliases ?? []).map((a) => ({
      scope: a.scope.replace(/\/$/, ''),
      wildcard: a.pattern.endsWith('*'),
      prefix: a.pattern.replace(/\*$/, ''),
      target: a.target.replace(/\*$/, ''),
    })),
    zones: (options.zones ?? []).map((z) => ({ ...z, fromRe: new RegExp(z.from), disallowRe: new RegExp(z.disallow) })),
  };
  compiled.set(options, c);
  return c;
}

const within = (file, dir) => file === dir || file.startsWith(`${dir}/`);

/** @type {import('eslint').Rule.RuleModule} */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Keep imports inside the dependency direction of the architecture (zones in eslint.config.js).',
    },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          workspaces: { type: 'object', additionalProperties: { type: 'string' } },
          pathImportsExempt: { type: 'array', items: { type: 'string' } },
          aliases: {
            type: 'array',
            items: {
              type: 'object',
              properties: { scope: { type: 'string' }, pattern: { type: 'string' }, target: { type: 'string' } },
              required: ['scope', 'pattern', 'target'],
              additionalProperties: false,
            },
          },
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                from: { type: 'string' },
                disallow: { type: 'string' },
                allowSameGroup: { type: 'string' },
                message: { type: 'string' },
              },
              required: ['from', 'disallow', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      zone: '{{message}} ("{{specifier}}" is {{target}})',
      pathIntoWorkspace: 'Import {{name}} by its package name, not by a path into {{dir}}/ ("{{specifier}}").',
      deepImport: 'Import "{{name}}" from its entry point only, not "{{specifier}}": its internals are private.',
    },
  },
  create(context) {
    const options = context.options[0];
    if (!options) return {};
    const c = compile(options);
    const filename = context.physicalFilename ?? context.filename;
    if (!path.isAbsolute(filename)) return {};
    const file = toPosix(path.relative(c.root, filename));
    if (file.startsWith('../')) return {};

    const zones = [];
    for (const zone of c.zones) {
      const match = zone.fromRe.exec(file);
      if (match) zones.push({ zone, groups: match.groups ?? {} });
    }
    const own = c.workspaces.find((w) => within(file, w.dir));
    const checkPathImports = own && !c.pathImportsExempt.some((d) => within(own.dir, d));
    const aliases = c.aliases.filter((a) => within(file, a.scope));

    /** @returns {{ target: string, via: 'path' | 'package', workspace?: { name: string, dir: string }, deep?: boolean } | null} */
    function resolveSpecifier(spec) {
      if (spec === '.' || spec === '..' || spec.startsWith('./') || spec.startsWith('../') || spec.startsWith('/')) {
        return { target: toPosix(path.relative(c.root, path.resolve(path.dirname(filename), spec))), via: 'path' };
      }
      for (const a of aliases) {
        if (a.wildcard ? spec.startsWith(a.prefix) : spec === a.prefix) {
          return {
            target: path.posix.normalize(a.target + (a.wildcard ? spec.slice(a.prefix.length) : '')),
            via: 'path',
          };
        }
      }
      for (const w of c.workspaces) {
        if (spec === w.name) return { target: `${w.dir}/`, via: 'package', workspace: w, deep: false };
        if (spec.startsWith(`${w.name}/`))
          return { target: `${w.dir}/${spec.slice(w.name.length + 1)}`, via: 'package', workspace: w, deep: true };
      }
      return null; // an npm package or a Node built-in
    }

    function check(node, spec) {
      if (typeof spec !== 'string') return;
      const resolved = resolveSpecifier(spec);
      if (!resolved) return;
      const { target } = resolved;
      if (resolved.via === 'package' && resolved.deep && resolved.workspace !== own) {
        context.report({ node, messageId: 'deepImport', data: { name: resolved.workspace.name, specifier: spec } });
      }
      let zoneHit = false;
      for (const { zone, groups } of zones) {
        const hit = zone.disallowRe.exec(target);
        if (!hit) continue;
        if (zone.allowSameGroup && hit.groups?.[zone.allowSameGroup] === groups[zone.allowSameGroup]) continue;
        zoneHit = true;
        context.report({
          node,
          messageId: 'zone',
          data: { message: zone.message, specifier: spec, target: target === '' ? 'the repository root' : target },
        });
      }
      // A path into another workspace that no zone forbids (web -> packages/engine/src/x.ts): the
      // dependency is allowed, but only through the package's entry point.
      if (!zoneHit && resolved.via === 'path' && checkPathImports) {
        const other = c.workspaces.find((w) => w !== own && within(target, w.dir));
        if (other)
          context.report({
            node,
            messageId: 'pathIntoWorkspace',
            data: { name: other.name, dir: other.dir, specifier: spec },
          });
      }
    }

    const fromSource = (node) => {
      if (node.source && node.source.type === 'Literal') check(node.source, node.source.value);
    };
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node.source, node.source.value);
        else if (node.source.type === 'TemplateLiteral' && node.source.expressions.length === 0) {
          check(node.source, node.source.quasis[0]?.value.cooked);
        }
      },
      TSImportEqualsDeclaration(node) {
        if (node.moduleReference.type === 'TSExternalModuleReference')
          check(node.moduleReference.expression, node.moduleReference.expression.value);
      },
      'CallExpression[callee.type="Identifier"][callee.name="require"]'(node) {
        const [arg] = node.arguments;
        if (arg?.type === 'Literal') check(arg, arg.value);
      },
      TSImportType(node) {
        const arg = node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument;
        if (arg?.type === 'Literal') check(arg, arg.value);
      },
    };
  },
};

const KEBAB = /^\.?[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** @type {import('eslint').Rule.RuleModule} */
const filenameCase = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are kebab-case (role suffixes after dots are fine: auth.routes.ts).' },
    schema: [],
    messages: {
      kebab: 'File name "{{name}}" is not kebab-case (STYLE.md: `fit-score-badge.tsx` exports `FitScoreBadge`).',
    },
  },
  create(context) {
    const filename = context.physicalFilename ?? context.filename;
    if (!path.isAbsolute(filename)) return {};
    const name = path.basename(filename);
    const stem = name.replace(/\.[^.]+$/, '');
    return {
      Program(node) {
        if (!KEBAB.test(stem))
          context.report({ node, loc: { line: 1, column: 0 }, messageId: 'kebab', data: { name } });
      },
    };
  },
};

export const localPlugin = {
  meta: { name: 'eslint-plugin-local' },
  rules: { 'import-boundaries': importBoundaries, 'filename-case': filenameCase },
};
