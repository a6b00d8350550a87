// Fails when top-level folders of src/ (and the sub-folders of src/flows) import each other in a
// cycle. dependency-cruiser's no-circular only sees files, so a cycle such as sessions → files →
// sessions through different files passes it; this reads the same graph and looks at folders.
// Test files are left out: they assemble whole servers and so import everything.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

interface CruisedModule {
  source: string;
  dependencies: { resolved: string }[];
}

const TEST_FILE = /(\.test\.ts$|\/test-support\/|\/test-support\.ts$)/;

/** The folder a file belongs to for this check, or undefined outside src/ folders. */
export function folderOf(path: string): string | undefined {
  const m = /^src\/(flows\/[^/]+(?=\/)|[^/]+(?=\/))/.exec(path);
  return m?.[1] === undefined ? undefined : `src/${m[1]}`;
}

/** The folder graph's edges, from non-test files, between different folders. */
export function folderGraph(modules: CruisedModule[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const mod of modules) {
    const from = folderOf(mod.source);
    if (from === undefined || TEST_FILE.test(mod.source)) continue;
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const dep of mod.dependencies) {
      const to = folderOf(dep.resolved);
      if (to !== undefined && to !== from) targets.add(to);
    }
  }
  return graph;
}

/** Strongly connected components with more than one folder (Tarjan), each sorted. */
export function folderCycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

/** Cruises src/ of the working directory with the project's configuration. */
function cruise(cwd: string): CruisedModule[] {
  const config = fileURLToPath(new URL('../.dependency-cruiser.cjs', import.meta.url));
  const bin = fileURLToPath(new URL('../node_modules/dependency-cruiser/bin/dependency-cruise.mjs', import.meta.url));
  const run = spawnSync(process.execPath, [bin, 'src', '--config', config, '--output-type', 'json'], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  // depcruise exits non-zero when a rule is broken; the JSON is complete all the same.
  if (run.stdout === '') throw new Error(`dependency-cruiser produced no output: ${run.stderr}`);
  return (JSON.parse(run.stdout) as { modules: CruisedModule[] }).modules;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = folderCycles(folderGraph(cruise(process.cwd())));
  for (const cycle of cycles) console.error(`folder cycle: ${cycle.join(' ↔ ')}`);
  if (cycles.length > 0) {
    console.error(`x ${cycles.length} folder cycle(s) in src/`);
    process.exit(1);
  }
  console.log('✔ no folder cycles in src/');
}
