import type { DocumentFamily } from '@app/contracts';

/** The namespace of this module's strings. */
export const DOCUMENTS_NS = 'documents';

/** The /docAi/create screen of each family (issue 15's reading of the spec §2 routes). */
export const FAMILY_PATHS: Record<DocumentFamily, string> = {
  board: '/docAi/create/createBoard',
  hkex: '/docAi/create/createHkex',
  financial: '/docAi/create/createCbpl',
  interest: '/docAi/create/createQypl',
  registers: '/docAi/create/createQyc',
  secretary: '/docAi/create/createGsms',
};

/** The editor of one template. */
export const EDITOR_PATH = '/docAi/create/createDet';
export const LETTERHEADS_PATH = '/docAi/head/index';
/** The file store as document generation shows it (`?space=&folder=` opens a folder). */
export const FILES_PATH = '/docAi/file/index';
