import { describe, expect, it } from 'vitest';
import { SHARED_ACCESS_CASES, SHARED_REQUIREMENTS, type SharedSubject } from './access-table';
import { accessUserOf, decideAccess, type AccessSubject } from './rule';

const subjectOf = (who: SharedSubject): AccessSubject => (who === 'visitor' ? { kind: 'visitor' } : accessUserOf(who));

// The same table runs in apps/server (access policy → errCode) and apps/web (route guard → redirect or dialog).
describe('the shared spec §6 access table', () => {
  it('has every subject against every requirement', () => {
    expect(SHARED_ACCESS_CASES).toHaveLength(22 * Object.keys(SHARED_REQUIREMENTS).length);
  });

  it.each(SHARED_ACCESS_CASES)('$name: $decision', ({ who, requirement, decision }) => {
    expect(decideAccess(subjectOf(who), SHARED_REQUIREMENTS[requirement])).toBe(decision);
  });
});
