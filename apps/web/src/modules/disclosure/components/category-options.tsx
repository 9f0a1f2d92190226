import type { HeadlineCategory } from '@app/contracts';
import type { ReactNode } from 'react';
import { GuessedCategoryTag } from './DocumentTags';

// Apart from CategoryFields (which brings AntD's Cascader and Select): the search panel's look-alike names the chosen categories too.

/** `name` is the plain name the search matches; `label` adds the tag of a guessed category. */
type CascaderOption = { value: string; label: ReactNode; name: string; children?: CascaderOption[] };

/** A category's label: its name, tagged while it is a guess of our reference tree. */
export const categoryLabel = (entry: HeadlineCategory): ReactNode =>
  entry.isGuessed ? (
    <>
      {entry.name} <GuessedCategoryTag />
    </>
  ) : (
    entry.name
  );

/**
 * Tier 1 → tier 2 options. Tier-2 groups only order the list (HKEXnews shows
 * them as headings); a group cannot be searched by itself, so it is not a level here.
 */
export const buildCategoryOptions = (categories: readonly HeadlineCategory[]): CascaderOption[] => {
  const groupOrder = new Map(categories.filter((entry) => entry.level === 't2g').map((entry, index) => [entry.code, index]));
  return categories
    .filter((entry) => entry.level === 't1')
    .map((tierOne) => {
      const children = categories
        .filter((entry) => entry.level === 't2' && entry.t1Code === tierOne.code)
        .map((entry, index) => ({ entry, index }))
        .sort((a, b) => (groupOrder.get(a.entry.groupCode ?? '') ?? 0) - (groupOrder.get(b.entry.groupCode ?? '') ?? 0) || a.index - b.index)
        .map(({ entry }) => ({ value: entry.code, label: categoryLabel(entry), name: entry.name }));
      return { value: tierOne.code, label: categoryLabel(tierOne), name: tierOne.name, ...(children.length ? { children } : {}) };
    });
};
