// The performance budgets (bench/budgets.json) as checks: each figure against its limit, a table
// (figure, value, budget, margin, pass/fail), and the machine it was measured on.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Mode = 'quick' | 'full';
export type Engine = 'postgres' | 'pglite';

export interface Budget {
  id: string;
  figure: string;
  unit: string;
  better: 'lower' | 'higher';
  /** One limit, or one per database engine (figures that depend on it). */
  limit: number | Partial<Record<Engine, number>>;
  /** The noise allowed beyond the limit before a run fails, as a fraction of the limit. */
  margin: number;
  /** Gated by `npm test` (CI) with `--ci`: only figures that do not depend on the machine's load. */
  ci?: boolean;
  /** Where the figure is meant to get to, when the limit holds today's level meanwhile. */
  goal?: number;
  full?: Record<string, number>;
  quick?: Record<string, number>;
}

export interface Measured {
  id: string;
  value: number;
  /** What the figure was measured on, e.g. the engine or the size; shown beside the figure. */
  note?: string;
  engine?: Engine;
}

export type Verdict = 'pass' | 'within margin' | 'FAIL' | 'not measured';

export interface Row {
  budget: Budget;
  measured?: Measured;
  limit: number;
  verdict: Verdict;
}

export const benchDir = path.dirname(fileURLToPath(import.meta.url));

export function loadBudgets(file = path.join(benchDir, 'budgets.json')): Budget[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { budgets: Budget[] }).budgets;
}

export function sizeOf(budget: Budget | undefined, mode: Mode): Record<string, number> {
  return (mode === 'quick' ? budget?.quick : budget?.full) ?? {};
}

export function limitOf(budget: Budget, engine: Engine = 'pglite'): number {
  if (typeof budget.limit === 'number') return budget.limit;
  return budget.limit[engine] ?? budget.limit.pglite ?? Number.NaN;
}

/** Pass within the limit; still pass (flagged) within the margin beyond it; fail further out. */
export function judge(budget: Budget, measured: Measured | undefined): Row {
  const limit = limitOf(budget, measured?.engine);
  if (!measured || !Number.isFinite(measured.value))
    return { budget, measured, limit, verdict: 'not measured' };
  const lower = budget.better === 'lower';
  const slack = limit * budget.margin;
  const verdict: Verdict = (lower ? measured.value <= limit : measured.value >= limit)
    ? 'pass'
    : (lower ? measured.value <= limit + slack : measured.value >= limit - slack)
      ? 'within margin'
      : 'FAIL';
  return { budget, measured, limit, verdict };
}

const number = (n: number, unit: string) =>
  `${n.toLocaleString('en-IN', { maximumFractionDigits: unit === 'ms' || unit === 's' ? 2 : unit === 'KB' || unit === '%' ? 1 : 0 })} ${unit}`;

const bound = (budget: Budget, limit: number) =>
  `${budget.better === 'lower' ? '≤' : '≥'} ${number(limit, budget.unit)}`;

/** One row of the table (with the machine and the date when given). */
function tableLine(r: Row, stamp?: { machine: string; date: string }): string {
  const figure = r.measured?.note ? `${r.budget.figure} (${r.measured.note})` : r.budget.figure;
  const value = r.measured ? number(r.measured.value, r.budget.unit) : '—';
  const cells = [
    figure,
    value,
    bound(r.budget, r.limit),
    `${Math.round(r.budget.margin * 100)} %`,
    r.verdict,
  ];
  if (stamp) cells.push(stamp.machine, stamp.date);
  return `| ${cells.join(' | ')} |`;
}

/** Markdown table: figure, value, budget, margin, verdict (and the machine and date when given). */
export function table(rows: readonly Row[], stamp?: { machine: string; date: string }): string {
  const extra = stamp ? ' machine | date |' : '';
  const lines = [
    `| figure | value | budget | margin | verdict |${extra}`,
    `| ------ | ----- | ------ | ------ | ------- |${stamp ? ' ------- | ---- |' : ''}`,
    ...rows.map((r) => tableLine(r, stamp)),
  ];
  return lines.join('\n');
}

/** `nproc`, the CPU model and the memory, as /proc and os see them. */
export function machine(): string {
  let model = cpus()[0]?.model ?? 'unknown CPU';
  try {
    model = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? model;
  } catch {
    // Not Linux: os.cpus() said it.
  }
  return `${cpus().length} CPUs (nproc), ${model}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB memory`;
}

/**
 * docs/performance.md: the one table of full-size figures, with the machine and the date. With
 * `budgets` (a run of some budgets only, `--only`), the rows of the other budgets are kept as the
 * page has them, each with its own machine and date, and the table follows the budgets' order.
 */
export function writePerformanceDoc(
  file: string,
  rows: readonly Row[],
  extra: readonly string[],
  budgets?: readonly Budget[],
): void {
  const now = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const stamp = { machine: machine(), date: now };
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
  let tableText = table(rows, stamp);
  if (budgets) {
    const kept = before.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| figure '));
    const lines = budgets.flatMap((b) => {
      const fresh = rows.find((r) => r.budget.id === b.id);
      if (fresh) return [tableLine(fresh, stamp)];
      // A figure's row starts with the budget's figure, then its note in brackets or padding.
      const old = kept.find((line) => new RegExp(`^\\| ${escapeRegExp(b.figure)}( \\(| *\\|)`).test(line));
      return old ? [old] : [];
    });
    tableText = [...table([], stamp).split('\n'), ...lines].join('\n');
  }
  const text = `# Performance

Written by \`npm run bench\` (full size; bench/run.ts) — do not edit the table by hand; re-run the
bench instead (\`npm run bench -- --only id,id\` re-measures some figures and keeps the other rows).
The budgets, their limits and noise margins are in \`bench/budgets.json\`; CI checks
them at reduced size with \`npm run bench -- --quick\` (a step of \`npm test\`), which exits non-zero
when a figure is worse than its limit by more than its margin.

${tableText}

${extra.map((line) => `- ${line}`).join('\n')}
`;
  // The dated sections under the table (each run's notes, what was tried and measured) are kept:
  // everything from the file's first second-level heading on.
  const kept = before.indexOf('\n## ');
  writeFileSync(file, kept >= 0 ? `${text}${before.slice(kept)}` : text);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
