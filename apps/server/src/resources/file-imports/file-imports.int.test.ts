/**
 * A valid upload replaces its months: the records read back through the API, the months' statuses, one
 * csv entry log per location and month, and the import's answer.
 */
import { buildExampleCsv, buildExampleCsvRows } from '@sac/domain';
import { describe, expect, it } from 'vitest';
import { createLocation } from '../../../test/support/factories';
import type { Session } from '../../../test/support/http';
import { reportAttributes, reportRequest } from '../../../test/support/reports';
import { csvText, dataUrl, upload, useUploadTestBed } from '../../../test/support/uploads';

type Doc = { data: Array<{ id: string; attributes: Record<string, unknown> }> };

describe('POST /api/v1/file_imports', () => {
  const bed = useUploadTestBed();

  const read = async (session: Session, url: string) => {
    const response = await session.request({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json() as Doc;
  };
  const records = (session: Session, kind: string, locationId: number, year: number, month: number) =>
    read(
      session,
      `/api/v1/${kind}?filter[location_id][eq]=${locationId}&filter[year_of_record][eq]=${year}&filter[month_of_record][eq]=${month}&sort=species`,
    ).then((doc) => doc.data.map((d) => d.attributes));
  const monthStatus = async (
    session: Session,
    locationId: number,
    year: number,
    month: number,
    action = 'intake_outcome',
  ) =>
    (
      await read(
        session,
        `/api/v1/data_entry_status?filter[location_id][eq]=${locationId}&filter[year][eq]=${year}&filter[month][eq]=${month}&filter[action][eq]=${action}`,
      )
    ).data[0]!.attributes.status;

  /** The example's canine row of a month before March 2021, with one legacy (undesignated transfer) column. */
  const legacyCsv = (locationId: number, year: number, month: number, column: string, value: number) => {
    const [header, row] = buildExampleCsvRows('intake_outcome', {
      locationId,
      year,
      month,
      species: ['canine'],
    });
    return csvText([
      [...header!, column],
      [...row!, value],
    ]);
  };

  it('stores the example CSV: its records read back, its month is complete, and the entry log says csv', async () => {
    const w = await bed.world();
    const text = buildExampleCsv('intake_outcome', { locationId: w.location.id, year: 2025, month: 5 });
    const response = await upload(w.session, {
      location_id: w.location.id,
      file: dataUrl(text),
      file_name: 'may.csv',
    });

    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      type: 'file_imports',
      attributes: {
        file_type: 'intake_outcome',
        file_name: 'may.csv',
        byte_size: Buffer.byteLength(text),
        status: 'completed',
        row_count: 2,
        location_id: w.location.id,
        organization_id: w.organization.id,
        months: [{ location_id: w.location.id, year: 2025, month: 5 }],
        created_at: '2025-06-15T12:00:00.000Z',
        completed_at: '2025-06-15T12:00:00.000Z',
      },
    });
    const [header, canine] = buildExampleCsvRows('intake_outcome', {
      locationId: w.location.id,
      year: 2025,
      month: 5,
    });
    const cell = (name: string) => canine![header!.indexOf(name)];
    const counts = await records(w.session, 'animal_counts', w.location.id, 2025, 5);
    expect(counts.map((r) => r.species)).toEqual(['canine', 'feline']);
    expect(counts[0]).toMatchObject({
      beginning_animal_count: Number(cell('beginningAnimalCount')),
      ending_animal_count: Number(cell('endingAnimalCount')),
      beginning_animal_count_date: '2025-05-01',
      ending_animal_count_date: '2025-05-31',
      organization_id: w.organization.id,
    });
    const intakes = await records(w.session, 'animal_intakes', w.location.id, 2025, 5);
    expect(intakes[0]).toMatchObject({
      adult_stray_at_large_count: 1,
      adult_owner_intended_euthanasia_count: 1,
    });
    // Legacy transfers are not asked from March 2021: left out of the file, they stay empty.
    expect(intakes[0]!.adult_legacy_transferred_in_from_agency_count).toBeNull();
    const outcomes = await records(w.session, 'animal_outcomes', w.location.id, 2025, 5);
    expect(outcomes[1]).toMatchObject({ species: 'feline', adult_owner_intended_euthanasia_count: 1 });
    expect(await monthStatus(w.session, w.location.id, 2025, 5)).toBe('complete');
    const logs = await read(w.session, `/api/v1/entry_logs?filter[location_id][eq]=${w.location.id}`);
    expect(logs.data.map((d) => d.attributes)).toEqual([
      expect.objectContaining({ channel: 'csv', year: 2025, month: 5, location_id: w.location.id }),
    ]);
  });

  it('replaces the months of a second upload, and keeps the species the file leaves out; records it leaves unchanged keep their updated_at', async () => {
    const w = await bed.world();
    const options = { locationId: w.location.id, year: 2025, month: 4 };
    expect(
      (
        await upload(w.session, {
          location_id: w.location.id,
          file: dataUrl(buildExampleCsv('intake_outcome', options)),
        })
      ).statusCode,
    ).toBe(201);
    const [header, canine] = buildExampleCsvRows('intake_outcome', { ...options, species: ['canine'] });
    const changed = canine!.map((value, i) => (header![i] === 'adultStrayAtLargeCount' ? '9' : value));
    const firstUpload = bed.t.clock.now().toISOString();
    bed.t.clock.advance(3_600_000);
    const again = await upload(w.session, {
      location_id: w.location.id,
      file: dataUrl(csvText([header!, changed])),
    });

    expect(again.statusCode).toBe(201);
    const intakes = await records(w.session, 'animal_intakes', w.location.id, 2025, 4);
    expect(intakes.map((r) => [r.species, r.adult_stray_at_large_count])).toEqual([
      ['canine', 9],
      ['feline', 1],
    ]);
    expect(intakes[0]!.updated_at).toBe(bed.t.clock.now().toISOString());
    const counts = await records(w.session, 'animal_counts', w.location.id, 2025, 4);
    expect(counts.map((r) => r.updated_at)).toEqual([firstUpload, firstUpload]);
    const logs = await read(w.session, `/api/v1/entry_logs?filter[location_id][eq]=${w.location.id}`);
    expect(logs.data).toHaveLength(2);
  });

  it('takes rows of several locations and months of the organization in one file, in any column order', async () => {
    const w = await bed.world();
    const annex = await createLocation(bed.t.database.db, w.organization.id);
    const rowsOf = (locationId: number, month: number) =>
      buildExampleCsvRows('intake_outcome', { locationId, year: 2024, month, species: ['canine'] });
    const [header] = rowsOf(w.location.id, 1);
    const order = header!.map((_, i) => i).reverse();
    const rows = [1, 2].flatMap((month) => [w.location.id, annex.id].map((id) => rowsOf(id, month)[1]!));
    const text = csvText([order.map((i) => header![i]!), ...rows.map((row) => order.map((i) => row[i]!))]);
    const response = await upload(w.session, { location_id: w.location.id, file: dataUrl(text) });

    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes.months).toEqual([
      { location_id: w.location.id, year: 2024, month: 1 },
      { location_id: w.location.id, year: 2024, month: 2 },
      { location_id: annex.id, year: 2024, month: 1 },
      { location_id: annex.id, year: 2024, month: 2 },
    ]);
    expect(await monthStatus(w.session, annex.id, 2024, 2)).toBe('complete');
    const organization = await read(
      w.session,
      `/api/v1/data_entry_status?filter[organization_id][eq]=${w.organization.id}&filter[year][eq]=2024&filter[month][eq]=1`,
    );
    expect(organization.data[0]!.attributes.status).toBe('complete');
  });

  it('stores legacy transfers as 0 before March 2021 when the file leaves them out, as given otherwise', async () => {
    const w = await bed.world();
    const before = buildExampleCsv('intake_outcome', { locationId: w.location.id, year: 2021, month: 2 });
    expect((await upload(w.session, { location_id: w.location.id, file: dataUrl(before) })).statusCode).toBe(
      201,
    );
    const intakes = await records(w.session, 'animal_intakes', w.location.id, 2021, 2);
    expect(intakes[0]!.adult_legacy_transferred_in_from_agency_count).toBe(0);
    expect(await monthStatus(w.session, w.location.id, 2021, 2)).toBe('complete');

    const withLegacy = legacyCsv(w.location.id, 2020, 6, 'adultLegacyTransferredToAnotherAgencyCount', 4);
    expect(
      (await upload(w.session, { location_id: w.location.id, file: dataUrl(withLegacy) })).statusCode,
    ).toBe(201);
    const outcomes = await records(w.session, 'animal_outcomes', w.location.id, 2020, 6);
    expect(outcomes[0]).toMatchObject({
      adult_legacy_transferred_to_another_agency_count: 4,
      youth_legacy_transferred_to_another_agency_count: 0,
    });
  });

  it('stores a services file, its month complete with services provided', async () => {
    const w = await bed.world();
    const text = `\uFEFF${buildExampleCsv('services', { locationId: w.location.id, year: 2025, month: 6 })}\r\n\r\n`;
    const response = await upload(w.session, {
      location_id: w.location.id,
      file_type: 'services',
      file: dataUrl(text),
    });

    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes).toMatchObject({ file_type: 'services', row_count: 2 });
    const services = await records(w.session, 'animal_services', w.location.id, 2025, 6);
    expect(services.map((r) => [r.species, r.adult_pet_food_count])).toEqual([
      ['canine', 1],
      ['feline', 1],
    ]);
    expect(await monthStatus(w.session, w.location.id, 2025, 6, 'services')).toBe('completeServicesProvided');
  });

  it('takes back the data CSV of a report, unchanged, into emptied months (legacy months included)', async () => {
    const w = await bed.world();
    /** The CSV a member downloads from a report of the organization's years 2020 and 2022. */
    const reportCsv = async (action: 'data-entry' | 'services') => {
      const created = await w.session.request(
        reportRequest({
          organization_id: w.organization.id,
          location_id: null,
          action,
          date_format: 'year',
          dates: ['01/01/2020', '01/01/2022'],
        }),
      );
      expect(created.statusCode).toBe(201);
      const file = await bed.t.app.inject({ method: 'GET', url: reportAttributes(created).csv_url });
      expect(file.statusCode).toBe(200);
      return file.body;
    };
    const legacy = legacyCsv(w.location.id, 2020, 12, 'adultLegacyTransferredInFromAgencyCount', 3);
    const uploads = [
      { file_type: 'intake_outcome', text: legacy },
      {
        file_type: 'intake_outcome',
        text: buildExampleCsv('intake_outcome', { locationId: w.location.id, year: 2022, month: 8 }),
      },
      {
        file_type: 'services',
        text: buildExampleCsv('services', { locationId: w.location.id, year: 2022, month: 8 }),
      },
    ] as const;
    for (const { file_type, text } of uploads) {
      const response = await upload(w.session, {
        location_id: w.location.id,
        file_type,
        file: dataUrl(text),
      });
      expect(response.statusCode).toBe(201);
    }
    const exported = { intake_outcome: await reportCsv('data-entry'), services: await reportCsv('services') };
    // The months are emptied, so that only the upload of the exported files can bring their records back.
    for (const table of ['animal_counts', 'animal_intakes', 'animal_outcomes', 'animal_services']) {
      await bed.t.database.query(`delete from ${table} where organization_id = $1`, [w.organization.id]);
    }

    for (const [type, rows] of [
      ['intake_outcome', 3],
      ['services', 2],
    ] as const) {
      const back = await upload(w.session, {
        location_id: w.location.id,
        file_type: type,
        file: dataUrl(exported[type]),
      });
      expect(back.statusCode).toBe(201);
      expect(back.json().data.attributes.row_count).toBe(rows);
    }
    expect(await reportCsv('data-entry')).toBe(exported.intake_outcome);
    expect(await reportCsv('services')).toBe(exported.services);
  });
});
