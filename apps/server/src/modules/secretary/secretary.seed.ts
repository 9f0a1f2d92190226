import { MATTER_TEMPLATE_CATALOGUE } from '@app/domain';
import type { Database } from '../../db/client';
import { createSecretaryRepository } from './secretary.repository';

/** Reference seed: the matter templates of the brief's catalogue (staff may edit them afterwards). */
export const secretaryTemplateSeedStep = {
  name: '2026-11-25-secretary-templates',
  kind: 'reference' as const,
  run: async (db: Database) => {
    const inserted = await createSecretaryRepository(db).insertMissingTemplates(
      MATTER_TEMPLATE_CATALOGUE.map((template, index) => ({ code: template.code, category: template.category, audience: template.audience, sortOrder: index, definition: template })),
      db,
    );
    return `${inserted} matter templates`;
  },
};
