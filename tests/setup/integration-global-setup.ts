import type { TestProject } from 'vitest/node';
import { prepareTemplate } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

/** Runs once before the integration project: one migrated template for every test file. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templateDatabase, teardown } = await prepareTemplate();
  project.provide('templateDatabase', templateDatabase);
  return teardown;
}
