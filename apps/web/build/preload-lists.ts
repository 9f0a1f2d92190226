import type { Plugin } from 'vite';

/**
 * Shortens the lists of chunks Vite writes beside every lazy import for preloading (issue 19: those in
 * the route table, which the first page loads, were 8.5 kB gzip):
 * - a lazy import runs in a chunk that has been evaluated, so every chunk that chunk imports statically,
 *   directly or not, is loaded already; Vite lists them anyway (it leaves out only the importing chunk).
 *   Those are left out here; what a lazy route needs and is not loaded yet stays listed, so its chunks
 *   still load in parallel;
 * - each list is written in the order its chunks were first listed in that file (Vite numbers them in
 *   that order), so every list is an ascending run of numbers and the lists, which share most of their
 *   chunks, compress better. The order within a list does not matter: the chunks load in parallel.
 * Returns the plugin that reads the chunk graph and the `resolveDependencies` that uses it.
 */
export const preloadListsWithoutLoaded = () => {
  const staticImports = new Map<string, readonly string[]>();
  const loadedWith = new Map<string, ReadonlySet<string>>();
  const listedIn = new Map<string, Map<string, number>>();
  const closureOf = (host: string) => {
    const cached = loadedWith.get(host);
    if (cached) return cached;
    const loaded = new Set<string>();
    const visit = (file: string) => {
      for (const imported of staticImports.get(file) ?? []) {
        if (loaded.has(imported)) continue;
        loaded.add(imported);
        visit(imported);
      }
    };
    visit(host);
    loadedWith.set(host, loaded);
    return loaded;
  };
  const plugin: Plugin = {
    name: 'preload-lists-without-loaded',
    apply: 'build',
    // Before Vite's import analysis writes the lists in the same hook.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        staticImports.clear();
        loadedWith.clear();
        listedIn.clear();
        for (const output of Object.values(bundle)) if (output.type === 'chunk') staticImports.set(output.fileName, output.imports);
      },
    },
  };
  const resolveDependencies = (_file: string, dependencies: string[], { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' }) => {
    // index.html's list is what the entry imports: nothing is loaded before it
    if (hostType === 'html') return dependencies;
    const loaded = closureOf(hostId);
    const listed = listedIn.get(hostId) ?? new Map<string, number>();
    listedIn.set(hostId, listed);
    const needed = dependencies.filter((dependency) => !loaded.has(dependency));
    for (const dependency of needed) if (!listed.has(dependency)) listed.set(dependency, listed.size);
    return needed.sort((a, b) => listed.get(a)! - listed.get(b)!);
  };
  return { plugin, resolveDependencies };
};

