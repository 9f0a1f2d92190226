import { describe, expect, it } from 'vitest';
import { closeAllTabs, closeOtherTabs, closeTab, nextActiveAfterClose, visitTab, type TabView } from './tabs-store';

const home: TabView = { path: '/home', fullPath: '/home', titleKey: 'page.home', affix: true };
const tab = (path: string, query = ''): TabView => ({ path, fullPath: `${path}${query}`, titleKey: `page.${path.slice(1)}`, affix: false });
const a = tab('/a');
const b = tab('/b');
const c = tab('/c');

describe('tab list operations (spec §2 tab bar)', () => {
  it('adds a visited route once', () => {
    expect(visitTab(visitTab([home], a), a)).toEqual([home, a]);
  });

  it('updates the query of an open tab instead of adding another', () => {
    expect(visitTab([home, a], tab('/a', '?page=2'))).toEqual([home, tab('/a', '?page=2')]);
  });

  it('closes a tab', () => {
    expect(closeTab([home, a, b], '/a')).toEqual([home, b]);
  });

  it('never closes an affixed tab', () => {
    expect(closeTab([home, a], '/home')).toEqual([home, a]);
  });

  it('closes others but keeps affixed tabs', () => {
    expect(closeOtherTabs([home, a, b, c], '/b')).toEqual([home, b]);
  });

  it('closes all but keeps affixed tabs', () => {
    expect(closeAllTabs([home, a, b])).toEqual([home]);
  });

  it.each([
    ['/b', '/c'],
    ['/c', '/b'],
    ['/a', '/b'],
  ])('after closing the active %s goes to %s', (closed, expected) => {
    expect(nextActiveAfterClose([home, a, b, c], closed, '/home')).toBe(expected);
  });

  it('falls back when nothing is left', () => {
    expect(nextActiveAfterClose([a], '/a', '/home')).toBe('/home');
  });
});
