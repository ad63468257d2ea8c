/**
 * vitest globalSetup of the `postgres` project: a throwaway PostgreSQL cluster for the run (or the
 * database TEST_DATABASE_URL names), provided to the tests as `databaseUrl`; stopped and removed after.
 */
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgres-cluster.ts';

export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL?.trim();
  if (given) {
    project.provide('databaseUrl', given);
    return;
  }
  const cluster = await startPostgresCluster();
  project.provide('databaseUrl', cluster.url);
  return () => cluster.stop();
}
