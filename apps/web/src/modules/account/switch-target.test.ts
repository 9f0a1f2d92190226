import { describe, expect, it } from 'vitest';
import { detailPathAfterSwitch } from './switch-target';

// spec §4: "on the company detail page it navigates to the detail route first", then reloads
describe(detailPathAfterSwitch.name, () => {
  it.each<[string, string | null, 'listed' | 'icris', string | undefined]>([
    ['/disData/comp/detail', '00700', 'listed', '/disData/comp/detail?stockCode=00700'],
    ['/disData/comp/detailA', '00005', 'listed', '/disData/comp/detail?stockCode=00005'],
    ['/disData/comp/detail', '600519', 'listed', '/disData/comp/detailA?stockCode=600519'],
    ['/disData/comp/detailHK', '00700', 'listed', '/disData/comp/detail?stockCode=00700'],
    // non-listed picks and other pages just reload
    ['/disData/comp/detail', null, 'icris', undefined],
    ['/disData/comp/detailHK', null, 'icris', undefined],
    ['/disData/notice/list', '00700', 'listed', undefined],
    ['/disData/comp/listed', '00700', 'listed', undefined],
  ])('on %s picking %s (%s) → %s', (pathname, stockCode, kind, expected) => {
    expect(detailPathAfterSwitch(pathname, { stockCode }, kind)).toBe(expected);
  });
});
