import { describe, expect, it } from 'vitest';
import { preloadListsWithoutLoaded } from './preload-lists';

/** The chunk graph of a small build: the entry, a chunk it imports, a vendor chunk, two lazy routes. */
const BUNDLE = {
  'index.js': { type: 'chunk', fileName: 'index.js', imports: ['shell.js'] },
  'shell.js': { type: 'chunk', fileName: 'shell.js', imports: ['react.js'] },
  'react.js': { type: 'chunk', fileName: 'react.js', imports: [] },
  'antd.js': { type: 'chunk', fileName: 'antd.js', imports: ['react.js'] },
  'list.js': { type: 'chunk', fileName: 'list.js', imports: ['antd.js', 'react.js'] },
  'form.js': { type: 'chunk', fileName: 'form.js', imports: ['antd.js', 'zod.js'] },
  'zod.js': { type: 'chunk', fileName: 'zod.js', imports: [] },
  'style.css': { type: 'asset', fileName: 'style.css' },
};

const built = () => {
  const lists = preloadListsWithoutLoaded();
  const hook = lists.plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
  hook.handler.call({}, {}, BUNDLE);
  return lists.resolveDependencies;
};

describe('the preload lists of lazy imports', () => {
  it('leave out the chunks the importing chunk has loaded already (its static imports, transitively)', () => {
    const resolve = built();
    // shell.js imports react.js: a lazy import in shell.js finds react.js loaded
    expect(resolve('list.js', ['list.js', 'antd.js', 'react.js'], { hostId: 'shell.js', hostType: 'js' })).toEqual(['list.js', 'antd.js']);
    // index.js → shell.js → react.js: both loaded when index.js runs
    expect(resolve('list.js', ['list.js', 'shell.js', 'react.js', 'antd.js'], { hostId: 'index.js', hostType: 'js' })).toEqual(['list.js', 'antd.js']);
  });

  it('keep every chunk a route still needs, so they load in parallel', () => {
    const resolve = built();
    expect(resolve('form.js', ['form.js', 'antd.js', 'zod.js', 'react.js'], { hostId: 'shell.js', hostType: 'js' })).toEqual(['form.js', 'antd.js', 'zod.js']);
  });

  it('write each list of a file in the order its chunks were first listed there', () => {
    const resolve = built();
    expect(resolve('list.js', ['list.js', 'antd.js'], { hostId: 'shell.js', hostType: 'js' })).toEqual(['list.js', 'antd.js']);
    expect(resolve('form.js', ['zod.js', 'form.js', 'antd.js'], { hostId: 'shell.js', hostType: 'js' })).toEqual(['antd.js', 'zod.js', 'form.js']);
  });

  it("leave index.html's list as Vite wrote it (nothing is loaded before it)", () => {
    const resolve = built();
    expect(resolve('index.js', ['shell.js', 'react.js'], { hostId: 'index.html', hostType: 'html' })).toEqual(['shell.js', 'react.js']);
  });
});
