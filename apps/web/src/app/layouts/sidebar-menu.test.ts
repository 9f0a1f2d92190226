import { describe, expect, it } from 'vitest';
import { buildSidebarMenu } from './sidebar-menu';

const pathsOf = (groups: ReturnType<typeof buildSidebarMenu>) => groups.flatMap((group) => group.items.map((item) => item.path));

describe(buildSidebarMenu.name, () => {
  it('groups an area by its second path segment, in table order', () => {
    const groups = buildSidebarMenu('calAi', ['listed']);
    expect(groups.map((group) => group.key)).toEqual(['scale', 'meet', 'deadline', 'stock', 'stockMinMax', 'fiReDate', 'calendar', 'fee']);
    expect(groups[0]).toMatchObject({ titleKey: 'group.calAi.scale' });
    expect(groups[0].items.map((item) => item.path)).toEqual([
      '/calAi/scale/assets',
      '/calAi/scale/profits',
      '/calAi/scale/revenue',
      '/calAi/scale/consideration',
      '/calAi/scale/equity',
    ]);
  });

  it('leaves detail pages out', () => {
    const paths = pathsOf(buildSidebarMenu('disData', ['listed']));
    expect(paths).not.toContain('/disData/notice/detail');
    expect(paths).not.toContain('/disData/org/detail');
  });

  it('hides routes of other roles (spec §6)', () => {
    const listedPaths = pathsOf(buildSidebarMenu('disData', ['listed']));
    expect(listedPaths).toContain('/disData/notice/own');
    expect(listedPaths).not.toContain('/disData/notice/serveCom');
    const serviceMenu = pathsOf(buildSidebarMenu('manage', ['isServeCom']));
    expect(serviceMenu).toContain('/manage/serveCom/set');
    expect(serviceMenu).not.toContain('/manage/comp/baseInfo');
  });

  it('marks VIP items', () => {
    const items = buildSidebarMenu('disData', ['listed']).flatMap((group) => group.items);
    expect(items.filter((item) => item.needVip).map((item) => item.path)).toEqual(['/disData/sta/company', '/disData/download/index']);
  });
});
