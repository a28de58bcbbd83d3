/**
 * The upload's check step (`meta: { dry_run: true }`, docs/api-files.md): the file is checked as an
 * upload would check it and the answer lists its location-months and, for each, the species whose data
 * the upload would replace. Nothing is written. Without the flag an upload replaces at once, as before.
 */
import { buildExampleCsv, buildExampleCsvRows, type RecordKind, type Species } from '@sac/domain';
import { describe, expect, it } from 'vitest';
import { createLocation } from '../../../test/support/factories';
import { type Session, signIn } from '../../../test/support/http';
import {
  csvText,
  dataUrl,
  NO_UPLOAD_TRACES,
  type UploadAttributes,
  upload,
  useUploadTestBed,
} from '../../../test/support/uploads';
import { RECORD_TABLES } from '../../db/seed/record-rows';

type Month = { location_id: number; year: number; month: number };

describe('POST /api/v1/file_imports with meta.dry_run', () => {
  const bed = useUploadTestBed();

  const checkUpload = (
    session: Session,
    attributes: UploadAttributes & { dry_run?: unknown },
    meta: unknown = { dry_run: true },
  ) => upload(session, attributes, meta);

  /** A record as the data entry screens leave it: typed counts, or none yet (a species just chosen). */
  const enterByHand = async (
    w: { organization: { id: number } },
    key: Month & { species: Species },
    kind: RecordKind,
    counts: Record<string, number | null>,
    archived = false,
  ) => {
    const { location_id, year, month, species } = key;
    await bed.t.database.db.insert(RECORD_TABLES[kind]).values({
      locationId: location_id,
      organizationId: w.organization.id,
      species,
      yearOfRecord: year,
      monthOfRecord: month,
      dateOfRecord: `${year}-${String(month).padStart(2, '0')}-01`,
      archivedAt: archived ? new Date('2025-06-01T00:00:00Z') : null,
      ...counts,
      // biome-ignore lint/suspicious/noExplicitAny: any of the record tables
    } as any);
  };

  const fileOf = (locationId: number, species: Species[], month = 5) =>
    dataUrl(buildExampleCsv('intake_outcome', { locationId, year: 2025, month, species }));

  it('lists a month entered by hand with the species that hold data, and writes nothing', async () => {
    const w = await bed.world();
    const annex = await createLocation(bed.t.database.db, w.organization.id, { name: 'Annex Shelter' });
    const may = { location_id: w.location.id, year: 2025, month: 5 };
    await enterByHand(w, { ...may, species: 'canine' }, 'animal_intakes', { adultStrayAtLargeCount: 4 });
    // A count of 0 was typed: that is data too.
    await enterByHand(w, { ...may, species: 'feline' }, 'animal_counts', { beginningAnimalCount: 0 });
    // Chosen in the matrix but nothing typed yet; archived (a species removed); not in the file.
    await enterByHand(w, { ...may, species: 'rabbit' }, 'animal_outcomes', {});
    await enterByHand(w, { ...may, species: 'bird' }, 'animal_counts', { endingAnimalCount: 3 }, true);
    await enterByHand(w, { ...may, species: 'equine' }, 'animal_counts', { endingAnimalCount: 3 });
    // Another month of the annex holds data, the file's month of the annex does not.
    await enterByHand(w, { ...may, location_id: annex.id, month: 4, species: 'canine' }, 'animal_counts', {
      endingAnimalCount: 1,
    });
    const [header, ...rows] = buildExampleCsvRows('intake_outcome', {
      locationId: w.location.id,
      year: 2025,
      month: 5,
      species: ['rabbit', 'feline', 'bird', 'canine'],
    });
    const [, annexRow] = buildExampleCsvRows('intake_outcome', {
      locationId: annex.id,
      year: 2025,
      month: 5,
      species: ['canine'],
    });
    const before = await bed.traces(w.organization.id);
    const response = await checkUpload(w.session, {
      location_id: w.location.id,
      file: dataUrl(csvText([header!, annexRow!, ...rows])),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      meta: {
        dry_run: true,
        file_type: 'intake_outcome',
        row_count: 5,
        months: [
          {
            ...may,
            location_name: w.location.name,
            species: ['canine', 'feline', 'rabbit', 'bird'],
            replaced_species: ['canine', 'feline'],
          },
          {
            location_id: annex.id,
            year: 2025,
            month: 5,
            location_name: 'Annex Shelter',
            species: ['canine'],
            replaced_species: [],
          },
        ],
      },
    });
    expect(await bed.traces(w.organization.id)).toEqual(before);
  });

  it('lists nothing to replace over empty months, and writes nothing', async () => {
    const w = await bed.world();
    const services = buildExampleCsv('services', { locationId: w.location.id, year: 2025, month: 3 });
    // The other kind of file's data does not count: services replace services only.
    await enterByHand(
      w,
      { location_id: w.location.id, year: 2025, month: 3, species: 'canine' },
      'animal_intakes',
      { adultStrayAtLargeCount: 2 },
    );
    const before = await bed.traces(w.organization.id);
    const response = await checkUpload(w.session, {
      location_id: w.location.id,
      file_type: 'services',
      file: dataUrl(services),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().meta).toEqual({
      dry_run: true,
      file_type: 'services',
      row_count: 2,
      months: [
        {
          location_id: w.location.id,
          location_name: w.location.name,
          year: 2025,
          month: 3,
          species: ['canine', 'feline'],
          replaced_species: [],
        },
      ],
    });
    expect(await bed.traces(w.organization.id)).toEqual(before);
  });

  it('lists a services month entered by hand', async () => {
    const w = await bed.world();
    const march = { location_id: w.location.id, year: 2025, month: 3 };
    await enterByHand(w, { ...march, species: 'feline' }, 'animal_services', { adultPetFoodCount: 7 });
    const response = await checkUpload(w.session, {
      location_id: w.location.id,
      file_type: 'services',
      file: dataUrl(buildExampleCsv('services', { locationId: w.location.id, year: 2025, month: 3 })),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().meta.months).toEqual([
      expect.objectContaining({ ...march, replaced_species: ['feline'] }),
    ]);
  });

  it('refuses a refused file the same way as the upload, and writes nothing', async () => {
    const w = await bed.world();
    const [header, canine, feline] = buildExampleCsvRows('intake_outcome', {
      locationId: w.location.id,
      year: 2025,
      month: 5,
    });
    const badRows = csvText([
      header!,
      canine!.map((cell, i) => (header![i] === 'adultStrayAtLargeCount' ? 'abc' : cell)),
      feline!.map((cell, i) => (header![i] === 'monthOfRecord' ? '7' : cell)),
    ]);
    const badHeaders = csvText([header!.map((name) => (name === 'species' ? 'colour' : name)), canine!]);
    for (const text of [badRows, badHeaders, '\r\n']) {
      const attributes = { location_id: w.location.id, file: dataUrl(text) };
      const checked = await checkUpload(w.session, attributes);
      const uploaded = await upload(w.session, attributes);

      expect(checked.statusCode).toBe(422);
      expect(checked.json()).toEqual(uploaded.json());
      expect(uploaded.statusCode).toBe(422);
    }
    const viewer = await signIn(bed.t.app, w.viewer.email);
    expect(
      (await checkUpload(viewer, { location_id: w.location.id, file: fileOf(w.location.id, ['canine']) }))
        .statusCode,
    ).toBe(403);
    expect(await bed.traces(w.organization.id)).toEqual(NO_UPLOAD_TRACES);
  });

  it('refuses a dry_run that is not true or false (422 naming it) rather than upload', async () => {
    const w = await bed.world();
    for (const meta of [{ dry_run: 'true' }, { dry_run: 1 }, 'dry_run']) {
      const response = await checkUpload(
        w.session,
        { location_id: w.location.id, file: fileOf(w.location.id, ['canine']) },
        meta,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([
        expect.objectContaining({
          detail: 'dry_run must be true or false.',
          source: { pointer: typeof meta === 'string' ? '/meta' : '/meta/dry_run' },
        }),
      ]);
    }
    // Sent as an attribute (where this API ignored unknown names) it is refused too, never an upload.
    const asAttribute = await checkUpload(
      w.session,
      { location_id: w.location.id, file: fileOf(w.location.id, ['canine']), dry_run: true },
      undefined,
    );
    expect(asAttribute.statusCode).toBe(422);
    expect(asAttribute.json().errors).toEqual([
      expect.objectContaining({ source: { pointer: '/data/attributes/dry_run' } }),
    ]);
    expect(await bed.traces(w.organization.id)).toEqual(NO_UPLOAD_TRACES);
  });

  it('still replaces a month entered by hand at once without the flag (or with dry_run false)', async () => {
    const w = await bed.world();
    const may = { location_id: w.location.id, year: 2025, month: 5 };
    await enterByHand(w, { ...may, species: 'canine' }, 'animal_intakes', { adultStrayAtLargeCount: 40 });
    await enterByHand(w, { ...may, species: 'feline' }, 'animal_intakes', { adultStrayAtLargeCount: 40 });
    const plain = await upload(w.session, {
      location_id: w.location.id,
      file: fileOf(w.location.id, ['canine']),
    });
    const withFalse = await checkUpload(
      w.session,
      { location_id: w.location.id, file: fileOf(w.location.id, ['feline']) },
      { dry_run: false },
    );

    expect(plain.statusCode).toBe(201);
    expect(withFalse.statusCode).toBe(201);
    const { rows } = await bed.t.database.query(
      'select species, adult_stray_at_large_count from animal_intakes where location_id = $1 order by species',
      [w.location.id],
    );
    expect(rows).toEqual([
      { species: 'canine', adult_stray_at_large_count: 1 },
      { species: 'feline', adult_stray_at_large_count: 1 },
    ]);
    expect((await bed.traces(w.organization.id)).file_imports).toHaveLength(2);
  });
});
