import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { ofThisWorker } from './workers';

/** The log of the server this worker talks to. */
function logFile(): string {
  return ofThisWorker('DOM_E2E_SERVER_LOGS');
}

/** The server's output so far, one JSON record per line (pino). */
export function serverLogRecords(): Record<string, unknown>[] {
  return readFileSync(logFile(), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        return {};
      }
    });
}

/** Waits for the newest one-time code demo mode logged for this user after `after` records. */
export async function otpFromServerLog(username: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      const found = serverLogRecords()
        .slice(after)
        .filter((r) => r.username === username && typeof r.demoCode === 'string');
      code = found.at(-1)?.demoCode as string | undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}
