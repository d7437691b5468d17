import type { TaskPage, TaskType } from '@dom/contract';
import { VEHICLE_TYPES } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Who, apiClient } from '../../../test/api-client';
import { as } from '../../../test/auth';
import { taskDriver, workbook } from '../../../test/task-upload';
import { type TestApp, createTestApp } from '../../../test/test-app';

let t: TestApp;
let logistics: Who;
let admin: Who;
let rm: Who;
let cm: Who;
const { get, post, rows, ok } = apiClient(() => t, 'lane-rates-test');
const task = taskDriver(() => t, 'LOGISTICS');
const HEADER = ['Transporter Code', 'From Pincode', 'To Pincode', 'Vehicle Type', 'Rate', 'Valid From'];
const VEHICLES = VEHICLE_TYPES.map((v) => v.value).join(', ');
const INACTIVE = '29AAACO1234K1Z9';

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [logistics, admin, rm, cm] = await Promise.all([
    as(t, 'logistics'),
    as(t, 'admin'),
    as(t, 'rm'),
    as(t, 'cm'),
  ]);
  // A transporter that no longer works with the platform.
  await rows(
    `INSERT INTO transporters (name, gstin, transport_mode, is_active) VALUES ('Old Roadways', '${INACTIVE}', 'ROAD', false)`,
  );
});
afterAll(() => t.close());

describe('transport lane rates as master data (task type LOGISTICS, logistics area)', () => {
  it('template, upload with per-row errors naming the column, failed rows, commit, a re-run updating in place, download, the ops-supply search', async () => {
    const [t1, t2] = (
      await rows<{ gstin: string }>('SELECT gstin FROM transporters WHERE is_active ORDER BY gstin LIMIT 2')
    ).map((x) => x.gstin) as [string, string];

    // Who sees the type: the logistics desk and Admin; the RM and the category desk do not.
    for (const who of [logistics, admin])
      expect(
        ok<TaskType[]>(await get(who, '/tasks/types')).find((x) => x.taskType === 'LOGISTICS'),
      ).toMatchObject({
        area: 'ops-supply',
        canUpload: true,
        canDownload: true,
        needsChecker: false,
      });
    for (const who of [rm, cm])
      expect(ok<TaskType[]>(await get(who, '/tasks/types')).map((x) => x.taskType)).not.toContain(
        'LOGISTICS',
      );
    expect(await task.template(logistics)).toEqual([HEADER]);

    const bytes = await workbook('Lane Rates', HEADER, [
      [t1, '400001', '411001', '10 wheeler', '18,500', '2026-12-01'],
      [` ${t2.toLowerCase()} `, '400 001', '560001', 'TRAILER', '42000.50', '2026-12-01'],
      ['27NOSUCH0000Z1Z', '400001', '411001', 'LCV', '100', '2026-12-01'],
      [INACTIVE, '400001', '411001', 'LCV', '100', '2026-12-01'],
      [t1, '012345', '411001', 'LCV', '100', '2026-12-01'],
      [t1, '400001', '4110', 'LCV', '100', '2026-12-01'],
      [t1, '400001', '411001', 'Rocket', '100', '2026-12-01'],
      [t1, '400001', '411001', 'LCV', '0', '2026-12-01'],
      [t1, '400001', '411001', 'LCV', '100', '2026-13-01'],
      [t1, '400001', '411001', '10-Wheeler', '19000', '2026-12-01'],
      [t1, '400001', '411001', '6 wheeler', '9,000', '2026-12-01'],
    ]);
    // Without the permission: 403 and no task; the download too.
    const tasksBefore = (await rows<{ n: string }>('SELECT count(*) AS n FROM tasks'))[0]!.n;
    for (const who of [rm, cm]) expect((await task.upload(who, bytes)).statusCode).toBe(403);
    expect((await post(rm, '/tasks/LOGISTICS/initiate-download', {})).statusCode).toBe(403);
    expect((await rows<{ n: string }>('SELECT count(*) AS n FROM tasks'))[0]!.n).toBe(tasksBefore);

    const preview = await task.preview(logistics, bytes);
    expect(preview.task).toMatchObject({
      taskType: 'LOGISTICS',
      area: 'ops-supply',
      rowCount: 11,
      errorCount: 8,
    });
    expect(preview.validRows).toBe(3);
    expect(preview.errors).toEqual([
      {
        row: 4,
        column: 'Transporter Code',
        message: 'Transporter 27NOSUCH0000Z1Z is not in the transporter master',
      },
      { row: 5, column: 'Transporter Code', message: `Transporter ${INACTIVE} is not active` },
      {
        row: 6,
        column: 'From Pincode',
        message: 'Enter the from pincode as 6 digits, the first 1 to 9 (such as 400001)',
      },
      {
        row: 7,
        column: 'To Pincode',
        message: 'Enter the to pincode as 6 digits, the first 1 to 9 (such as 400001)',
      },
      {
        row: 8,
        column: 'Vehicle Type',
        message: `Rocket is not a vehicle type; enter one of ${VEHICLES}`,
      },
      { row: 9, column: 'Rate', message: 'Enter a rate above 0' },
      { row: 10, column: 'Valid From', message: 'Enter the first day as a real date, YYYY-MM-DD' },
      { row: 11, column: 'Row', message: 'Same row as row 2' },
    ]);
    // The preview writes nothing; the failed rows are the input rows with an Error column.
    expect(await rows('SELECT id FROM transport_lane_rates')).toEqual([]);
    const failed = await task.failedRows(logistics, preview.task.taskId);
    expect(failed[0]).toEqual([...HEADER, 'Error']);
    expect(failed.slice(1)).toHaveLength(8);
    expect(failed[2]).toEqual([
      INACTIVE,
      '400001',
      '411001',
      'LCV',
      '100',
      '2026-12-01',
      `Transporter Code: Transporter ${INACTIVE} is not active`,
    ]);

    expect(await task.commit(logistics, preview.task.taskId)).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      writtenRows: 3,
      errorCount: 8,
    });
    const stored = async () =>
      (
        await rows<{ code: string; f: string; to: string; v: string; p: string; d: string }>(
          `SELECT t.gstin AS code, r.from_pincode AS f, r.to_pincode AS to, r.vehicle_type AS v,
                  r.rate_paise AS p, r.valid_from::text AS d
           FROM transport_lane_rates r JOIN transporters t ON t.id = r.transporter_id`,
        )
      )
        .map((r) => [r.code, r.f, r.to, r.v, Number(r.p), r.d])
        .sort();
    expect(await stored()).toEqual(
      [
        [t1, '400001', '411001', '10_WHEELER', 1_850_000, '2026-12-01'],
        [t2, '400001', '560001', 'TRAILER', 4_200_050, '2026-12-01'],
        [t1, '400001', '411001', '6_WHEELER', 900_000, '2026-12-01'],
      ].sort(),
    );

    // The fixed file again, one rate corrected and one new first day: updated in place, the same
    // rows never doubled, a new first day a new rate.
    const again = await task.preview(
      logistics,
      await workbook('Lane Rates', HEADER, [
        [t1, '400001', '411001', '10_WHEELER', '19,000', '2026-12-01'],
        [t2, '400001', '560001', 'trailer', '42,000.50', '2026-12-01'],
        [t1, '400001', '411001', '6-WHEELER', '9000', '2026-12-01'],
        [t1, '400001', '411001', '10 wheeler', '20,000', '2027-04-01'],
      ]),
    );
    expect(again.errors).toEqual([]);
    expect(await task.commit(logistics, again.task.taskId)).toMatchObject({
      status: 'COMPLETED',
      writtenRows: 4,
    });
    const after = await stored();
    expect(after).toEqual(
      [
        [t1, '400001', '411001', '10_WHEELER', 1_900_000, '2026-12-01'],
        [t1, '400001', '411001', '10_WHEELER', 2_000_000, '2027-04-01'],
        [t2, '400001', '560001', 'TRAILER', 4_200_050, '2026-12-01'],
        [t1, '400001', '411001', '6_WHEELER', 900_000, '2026-12-01'],
      ].sort(),
    );

    // The download: every lane rate in the template's columns.
    const sheet = await task.download(logistics);
    expect(sheet[0]).toEqual(HEADER);
    expect(sheet.slice(1).sort()).toEqual(
      [
        [t1, '400001', '411001', '10_WHEELER', '19,000.00', '2026-12-01'],
        [t1, '400001', '411001', '10_WHEELER', '20,000.00', '2027-04-01'],
        [t1, '400001', '411001', '6_WHEELER', '9,000.00', '2026-12-01'],
        [t2, '400001', '560001', 'TRAILER', '42,000.50', '2026-12-01'],
      ].sort(),
    );
    // The downloaded file goes back in as it is: nothing changes, nothing doubles.
    const roundTrip = await task.preview(logistics, await workbook('Lane Rates', HEADER, sheet.slice(1)));
    expect(roundTrip.errors).toEqual([]);
    expect(await task.commit(logistics, roundTrip.task.taskId)).toMatchObject({
      status: 'COMPLETED',
      writtenRows: 4,
    });
    expect(await stored()).toEqual(after);

    // The ops-supply task search lists the type's uploads; the pricing search does not.
    const opsSupply = ok<TaskPage>(
      await post(logistics, '/ops-supply/task/search', { taskType: 'LOGISTICS', kind: 'UPLOAD' }),
    );
    expect(opsSupply.content.map((x) => x.taskId).sort()).toEqual(
      [preview.task.taskId, again.task.taskId, roundTrip.task.taskId].sort(),
    );
    expect(opsSupply.content.every((x) => x.area === 'ops-supply')).toBe(true);
    const pricing = ok<TaskPage>(
      await post(logistics, '/pricing/task/search', { taskType: 'LOGISTICS', kind: 'UPLOAD' }),
    );
    expect(pricing.content).toEqual([]);
  });
});
