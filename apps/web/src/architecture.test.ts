import { describe, expect, it } from 'vitest';

/**
 * Dependencies between the app's folders flow one way: providers and routes (app/) on top, the
 * features below them, and services/, i18n/ and ui/ at the bottom. A cycle between folders (as
 * app/ <-> session/ once was) means neither can be understood, tested or moved without the other.
 */
const sources = import.meta.glob<string>(['./**/*.ts', './**/*.tsx', '!./**/*.test.ts', '!./**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** './a/b/../c' -> './a/c' */
function normalize(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return `./${parts.join('/')}`;
}

/** The source files a file imports, resolved to the keys of `sources`. */
function importsOf(file: string, text: string): string[] {
  const dir = file.slice(0, file.lastIndexOf('/') + 1);
  const specifiers = [...text.matchAll(/(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map(
    (m) => m[1] ?? '',
  );
  return specifiers.flatMap((specifier) => {
    const base = normalize(dir + specifier);
    const found = EXTENSIONS.map((ext) => base + ext).find((candidate) => candidate in sources);
    return found ? [found] : [];
  });
}

/** The top-level folder of a file ('.' for files at the root of src/). */
function folderOf(file: string): string {
  const parts = file.split('/');
  return parts.length > 2 ? (parts[1] ?? '.') : '.';
}

/** Every cycle of a directed graph, each as the path that closes it. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (node: string, path: string[]) => {
    const at = path.indexOf(node);
    if (at >= 0) {
      found.push([...path.slice(at), node]);
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
    done.add(node);
  };
  for (const node of [...graph.keys()].sort()) visit(node, []);
  return found;
}

function graphOf(key: (file: string) => string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [file, text] of Object.entries(sources)) {
    const from = key(file);
    const edges = graph.get(from) ?? new Set<string>();
    for (const target of importsOf(file, text)) {
      const to = key(target);
      if (to !== from) edges.add(to);
    }
    graph.set(from, edges);
  }
  return graph;
}

describe('import structure of the web app', () => {
  it('reads the sources it checks', () => {
    expect(Object.keys(sources)).toContain('./app/AppProviders.tsx');
    expect(importsOf('./app/AppProviders.tsx', sources['./app/AppProviders.tsx'] ?? '')).toContain(
      './session/SessionProvider.tsx',
    );
  });

  it('has no import cycle between folders', () => {
    expect(cycles(graphOf(folderOf)).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('has no import cycle between files', () => {
    expect(cycles(graphOf((file) => file)).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('keeps the services and the translations free of app, session and screen code', () => {
    const graph = graphOf(folderOf);
    expect([...(graph.get('services') ?? [])]).toEqual([]);
    expect([...(graph.get('i18n') ?? [])]).toEqual([]);
    expect([...(graph.get('ui') ?? [])].filter((folder) => folder !== 'i18n')).toEqual([]);
  });
});
