/**
 * All or nothing when the database fails half way: a trigger makes the upload's last write (its
 * file_imports row) fail after its records, statuses and entry logs are written. Nothing of that upload
 * stays and the earlier upload's data is as it was, on the embedded database as on PostgreSQL (the kill
 * test covers the server dying instead, on PostgreSQL only).
 */
import { buildExampleCsvRows } from '@sac/domain';
import { describe, expect, it } from 'vitest';
import { csvText, dataUrl, upload, useUploadTestBed } from '../../../test/support/uploads';

describe('an upload whose transaction fails half way', () => {
  const bed = useUploadTestBed();

  /** Runs `work` while every file_imports row of the organization fails to be written. */
  async function withFailingImportRow<T>(organizationId: number, work: () => Promise<T>) {
    const { database } = bed.t;
    await database.exec(`
      create function fail_file_import() returns trigger language plpgsql as $$
        begin raise exception 'the disk is full'; end $$;
      create trigger fail_file_import before insert on file_imports for each row
        when (new.organization_id = ${Number(organizationId)}) execute function fail_file_import();`);
    try {
      return await work();
    } finally {
      await database.exec('drop trigger fail_file_import on file_imports; drop function fail_file_import();');
    }
  }

  it('leaves nothing of it, and the earlier data as it was; the same file is taken once the failure is gone', async () => {
    const w = await bed.world();
    const rows = (month: number) =>
      buildExampleCsvRows('intake_outcome', { locationId: w.location.id, year: 2025, month });
    const [header, ...may] = rows(5);
    const first = await upload(w.session, {
      location_id: w.location.id,
      file: dataUrl(csvText([header!, ...may])),
    });
    expect(first.statusCode).toBe(201);
    const before = await bed.traces(w.organization.id);

    // May again with other counts, and April: records to replace, records to add, statuses, entry logs.
    const changed = may.map((row) =>
      row.map((value, i) => (header![i] === 'adultStrayAtLargeCount' ? '9' : value)),
    );
    const file = dataUrl(csvText([header!, ...changed, ...rows(4).slice(1)]));
    const failed = await withFailingImportRow(w.organization.id, () =>
      upload(w.session, { location_id: w.location.id, file }),
    );

    expect(failed.statusCode).toBe(500);
    expect(await bed.traces(w.organization.id)).toEqual(before);
    const again = await upload(w.session, { location_id: w.location.id, file });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.attributes.row_count).toBe(4);
    const after = await bed.traces(w.organization.id);
    expect(after.animal_intakes.map((r) => [r.month_of_record, r.adult_stray_at_large_count])).toEqual([
      [5, 9],
      [5, 9],
      [4, 1],
      [4, 1],
    ]);
  });
});
