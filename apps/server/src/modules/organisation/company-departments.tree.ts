import type { CompanyDepartment } from '@app/contracts';

type DepartmentLike = { id: string; parentId: string | null; name: string };

/** The ids of `rootId` and every department below it (empty when it is not among `departments`). */
export const subtreeIds = (departments: readonly DepartmentLike[], rootId: string): string[] => {
  if (!departments.some((department) => department.id === rootId)) return [];
  const ids = [rootId];
  // Breadth first over the parent links; `ids` grows while it is walked.
  for (let index = 0; index < ids.length; index += 1) {
    for (const department of departments) if (department.parentId === ids[index]) ids.push(department.id);
  }
  return ids;
};

/**
 * The departments as trees, in the given order; each node's personCount adds
 * up its own people (`directCounts`) and those of its sub-departments.
 */
export const buildDepartmentTrees = (departments: readonly DepartmentLike[], directCounts: ReadonlyMap<string, number>): CompanyDepartment[] => {
  const nodes = new Map<string, CompanyDepartment>(
    departments.map((department) => [department.id, { id: department.id, parentId: department.parentId, name: department.name, personCount: directCounts.get(department.id) ?? 0, children: [] }]),
  );
  const roots: CompanyDepartment[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const total = (node: CompanyDepartment): number => {
    node.personCount += node.children.reduce((sum, child) => sum + total(child), 0);
    return node.personCount;
  };
  roots.forEach(total);
  return roots;
};
