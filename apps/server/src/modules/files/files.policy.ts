import type { FileRights, FolderRight } from '@app/contracts';

/** One folder permission entry (spec §3): a person or a department, and what they may do. */
export type Grant = { subjectType: 'user' | 'department'; subjectId: string; right: FolderRight };
/** Who asks: the user, their department, and whether they administer the organisation (spec §6 isAdmin). */
export type FileSubject = { userId: string; deptId: string | null; isAdmin: boolean };
export type FolderEntry = { id: string; parentId: string | null };

export const NO_RIGHTS: FileRights = { read: false, write: false, download: false };
export const ALL_RIGHTS: FileRights = { read: true, write: true, download: true };

/** Spec §3 rights as capabilities: read = preview only; download = read and download; read-write = read, download and change. */
export const RIGHTS_OF: Record<FolderRight, FileRights> = {
  read: { read: true, write: false, download: false },
  download: { read: true, write: false, download: true },
  readWrite: { read: true, write: true, download: true },
};

const union = (a: FileRights, b: FileRights): FileRights => ({ read: a.read || b.read, write: a.write || b.write, download: a.download || b.download });

/** What the entries of one folder give the subject (the union of every entry naming them or their department). */
export const rightsFromGrants = (grants: readonly Grant[], subject: FileSubject): FileRights =>
  grants
    .filter((grant) => (grant.subjectType === 'user' ? grant.subjectId === subject.userId : grant.subjectId === subject.deptId))
    .reduce((rights, grant) => union(rights, RIGHTS_OF[grant.right]), NO_RIGHTS);

/**
 * Rights of the subject on every folder of a space. A folder with entries
 * decides for itself and for every sub-folder without entries of its own
 * (inheritance: the nearest folder with entries wins); a space with no entries
 * on the way down is open to everyone in the organisation. The organisation's
 * administrator always has every right (they set the permissions).
 */
export const folderRights = (folders: readonly FolderEntry[], grantsByFolder: ReadonlyMap<string, readonly Grant[]>, subject: FileSubject): Map<string, FileRights> => {
  const result = new Map<string, FileRights>();
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const resolve = (id: string, seen: Set<string>): FileRights => {
    const known = result.get(id);
    if (known) return known;
    const grants = grantsByFolder.get(id);
    let rights: FileRights;
    if (subject.isAdmin) rights = ALL_RIGHTS;
    else if (grants && grants.length > 0) rights = rightsFromGrants(grants, subject);
    else {
      const parentId = byId.get(id)?.parentId ?? null;
      // a cycle cannot exist (moves into one's own subtree are refused); guard anyway
      rights = parentId && byId.has(parentId) && !seen.has(parentId) ? resolve(parentId, seen.add(id)) : ALL_RIGHTS;
    }
    result.set(id, rights);
    return rights;
  };
  for (const folder of folders) resolve(folder.id, new Set());
  return result;
};

/** The folder whose entries decide for `folderId` (itself or the nearest ancestor with entries), or null when none does. */
export const decidingFolder = (folderId: string, folders: readonly FolderEntry[], grantsByFolder: ReadonlyMap<string, readonly Grant[]>): string | null => {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  let current: string | null = folderId;
  const seen = new Set<string>();
  while (current && !seen.has(current)) {
    if ((grantsByFolder.get(current)?.length ?? 0) > 0) return current;
    seen.add(current);
    current = byId.get(current)?.parentId ?? null;
  }
  return null;
};
