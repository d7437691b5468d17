import { test } from '@playwright/test';

/**
 * Browsers at once. A run used about a quarter of a 2-core machine with one (the browser and the
 * server wait on each other most of the time), so two are the default; DOM_E2E_WORKERS=1 runs
 * everything in one browser against one server.
 */
export function e2eWorkers(): number {
  const n = Number(process.env.DOM_E2E_WORKERS ?? 2);
  return Number.isInteger(n) && n >= 1 ? n : 2;
}

/** This worker's entry of a space-separated list the global setup published (one per worker). */
export function ofThisWorker(variable: string): string {
  const list = (process.env[variable] ?? '').split(' ').filter(Boolean);
  if (list.length === 0) throw new Error(`${variable} is not set: run through playwright.config.ts`);
  const index = test.info().parallelIndex;
  const value = list[index % list.length];
  if (!value) throw new Error(`${variable} has no entry for worker ${index}`);
  return value;
}
