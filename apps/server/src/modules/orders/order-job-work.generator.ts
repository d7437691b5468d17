import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { generatedOrderKey } from './order-generator';

const PROCESSES = ['Cut and bend', 'Threading', 'Cutting to size', 'Galvanising', 'Drilling'];
const JOB_WORKERS = [
  'Shree Ganesh Fabricators',
  'Patil Steel Works',
  'Om Sai Engineering',
  'Bharat Cut and Bend',
];

const textArray = (items: readonly string[]) => sql.raw(`ARRAY[${items.map((s) => `'${s}'`).join(',')}]`);

/**
 * Demo job work on every third planned or in-progress generated order numbered `from`..`to`: a
 * quarter of the first line, and on in-progress orders a second job on the same line. Planned
 * orders' work is a draft or running; in-progress orders' work is running or completed. Every value
 * is a function of the order number, so a re-seed gives the same rows.
 */
export async function generateJobWorks(db: DbOrTx, from: number, to: number): Promise<void> {
  await db.execute(sql`
    WITH o AS (
      SELECT o.id, o.status, o.order_date, substring(o.order_key FROM 3)::int AS i
      FROM orders o
      WHERE o.order_key BETWEEN ${generatedOrderKey(from)} AND ${generatedOrderKey(to)}
        AND o.status IN ('PLANNED', 'IN_PROGRESS')
    ),
    j AS (
      SELECT o.*, k, l.id AS line_id, l.ordered_qty - l.cancelled_qty AS open_qty
      FROM o
      JOIN order_lines l ON l.order_id = o.id AND l.line_number = 1
      CROSS JOIN LATERAL generate_series(1, CASE WHEN o.status = 'IN_PROGRESS' THEN 2 ELSE 1 END) k
      WHERE o.i % 3 = 0
    )
    INSERT INTO order_job_works (order_id, order_line_id, process, job_worker, quantity,
      expected_completion_date, status, created_at, updated_at)
    SELECT j.id, j.line_id,
      (${textArray(PROCESSES)})[1 + (j.i + j.k) % ${PROCESSES.length}],
      (${textArray(JOB_WORKERS)})[1 + (j.i * 7 + j.k) % ${JOB_WORKERS.length}],
      greatest(round(j.open_qty / 4, 3), 0.001),
      (j.order_date AT TIME ZONE 'Asia/Kolkata')::date + 5 + j.k * 3,
      CASE
        WHEN j.status = 'PLANNED' THEN (ARRAY['DRAFT', 'RUNNING'])[1 + (j.i / 3) % 2]
        WHEN j.k = 1 THEN 'COMPLETED'
        ELSE 'RUNNING'
      END,
      j.order_date + make_interval(hours => 2 * j.k),
      j.order_date + make_interval(hours => 2 * j.k + 1)
    FROM j
  `);
}
