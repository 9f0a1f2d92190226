import type { TestProject } from 'vitest/node';
import { createTestDatabaseTemplate, type TestDatabaseTemplate } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated, reference-seeded template database (test/database.ts). */
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/**
 * Once per run of the server tests: migrates and seeds the template database
 * that every test file copies, and removes it when the run ends.
 */
export const setup = async (project: TestProject) => {
  const { template, remove } = await createTestDatabaseTemplate();
  project.provide('testDatabaseTemplate', template);
  return remove;
};
