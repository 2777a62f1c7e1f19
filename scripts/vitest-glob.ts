/**
 * Gives Vitest the glob imports Parcel's resolver-glob understands, with the same shapes:
 * `import x from 'dir/* /file.json'` is an object of the matched modules keyed by the `*` parts,
 * and `import('dir/* /*.json')` resolves to an object of loaders (`() => import(file)`).
 */
import { globSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

type Tree = { [key: string]: Tree | string };

function tree(pattern: string, dir: string): Tree {
  const absolute = path.resolve(dir, pattern);
  const regex = new RegExp(
    `^${absolute.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '([^/]+)')}$`,
  );
  const result: Tree = {};
  for (const file of globSync(absolute).sort()) {
    const parts = regex.exec(file)?.slice(1);
    if (!parts) continue;
    const last = parts.pop() ?? '';
    let node = result;
    for (const part of parts) node = (node[part] ??= {}) as Tree;
    node[last] = file;
  }
  return result;
}

function code(node: Tree | string, lazy: boolean, imports: string[]): string {
  if (typeof node === 'string') {
    if (lazy) return `() => import(${JSON.stringify(node)})`;
    imports.push(`import * as m${imports.length} from ${JSON.stringify(node)};`);
    return `m${imports.length - 1}.default`;
  }
  const entries = Object.entries(node).map(
    ([key, value]) => `${JSON.stringify(key)}: ${code(value, lazy, imports)}`,
  );
  return `{${entries.join(', ')}}`;
}

export function globImports(): Plugin {
  return {
    name: 'parcel-style-globs',
    enforce: 'pre',
    transform(source, id) {
      if (!/\.[jt]sx?$/.test(id) || id.includes('node_modules') || !source.includes('*')) return;
      const dir = path.dirname(id);
      const imports: string[] = [];
      let changed = false;
      let out = source.replace(/import\(\s*'([^']*\*[^']*)'\s*\)/g, (_match, pattern: string) => {
        changed = true;
        return `Promise.resolve(${code(tree(pattern, dir), true, imports)})`;
      });
      out = out.replace(
        /import\s+(\w+)\s+from\s+'([^']*\*[^']*\.json)';/g,
        (_match, name: string, pattern: string) => {
          changed = true;
          return `const ${name} = ${code(tree(pattern, dir), false, imports)};`;
        },
      );
      return changed ? `${imports.join('\n')}\n${out}` : undefined;
    },
  };
}
