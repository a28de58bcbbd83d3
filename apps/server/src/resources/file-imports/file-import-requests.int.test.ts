/**
 * Who may upload, and requests that are not a readable CSV: each gets its own 4xx answer (never a 500)
 * and stores nothing.
 */
import { buildExampleCsv, CSV_UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@sac/domain';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/support/factories';
import { signIn } from '../../../test/support/http';
import { dataUrl, NO_UPLOAD_TRACES, upload, useUploadTestBed } from '../../../test/support/uploads';
import { UPLOAD_BODY_LIMIT } from './routes';

describe('POST /api/v1/file_imports requests', () => {
  const bed = useUploadTestBed();
  const example = (locationId: number) =>
    dataUrl(buildExampleCsv('intake_outcome', { locationId, year: 2025, month: 3 }));

  describe('who may upload', () => {
    it("refuses a viewer (403) and another organization's location (404)", async () => {
      const w = await bed.world();
      const other = await bed.world();
      const viewer = await signIn(bed.t.app, w.viewer.email);

      expect(
        (await upload(viewer, { location_id: w.location.id, file: example(w.location.id) })).statusCode,
      ).toBe(403);
      expect(
        (await upload(w.session, { location_id: other.location.id, file: example(other.location.id) }))
          .statusCode,
      ).toBe(404);
      expect(await bed.traces(w.organization.id)).toEqual(NO_UPLOAD_TRACES);
      expect(await bed.traces(other.organization.id)).toEqual(NO_UPLOAD_TRACES);
    });

    it('lets an admin upload for any organization', async () => {
      const w = await bed.world();
      const admin = await createUser(bed.t.database.db, { systemAdmin: true });
      const session = await signIn(bed.t.app, admin.email);
      const response = await upload(session, { location_id: w.location.id, file: example(w.location.id) });

      expect(response.statusCode).toBe(201);
      expect(response.json().data.attributes.organization_id).toBe(w.organization.id);
    });
  });

  describe('files that cannot be read', () => {
    const refusal = async (file: string) => {
      const w = await bed.world();
      const response = await upload(w.session, { location_id: w.location.id, file });
      expect(await bed.traces(w.organization.id)).toEqual(NO_UPLOAD_TRACES);
      return {
        status: response.statusCode,
        errors: response.json().errors as { code: string; detail: string }[],
      };
    };

    it('answers 413 with the message for a file over 8 MB, whether Fastify or the upload measures it', async () => {
      const over = Buffer.alloc(CSV_UPLOAD_MAX_BYTES + 1, 'a');
      expect(await refusal(dataUrl(over))).toEqual({
        status: 413,
        errors: [expect.objectContaining({ code: 'file_too_large', detail: UPLOAD_MESSAGES.fileTooLarge })],
      });
      const beyondBody = `data:text/csv;base64,${'QUJD'.repeat(Math.ceil(UPLOAD_BODY_LIMIT / 4))}`;
      expect(await refusal(beyondBody)).toEqual({
        status: 413,
        errors: [expect.objectContaining({ code: 'file_too_large', detail: UPLOAD_MESSAGES.fileTooLarge })],
      });
    });

    it('answers 422 invalid_file for what is not a base64 data URL, not text, or has no rows', async () => {
      const invalid = (detail: string) => ({
        status: 422,
        errors: [expect.objectContaining({ code: 'invalid_file', detail })],
      });
      expect(await refusal('locationId,yearOfRecord')).toEqual(invalid(UPLOAD_MESSAGES.notDataUrl));
      expect(await refusal('data:text/csv,locationId')).toEqual(invalid(UPLOAD_MESSAGES.notDataUrl));
      expect(await refusal('data:text/csv;base64,@@not base64@@')).toEqual(
        invalid(UPLOAD_MESSAGES.notDataUrl),
      );
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0xff, 0xfe, 0x80]);
      expect(await refusal(dataUrl(png, 'image/png'))).toEqual(invalid(UPLOAD_MESSAGES.notText));
      expect(await refusal(dataUrl(Buffer.from('a,b\u0000c\r\n')))).toEqual(invalid(UPLOAD_MESSAGES.notText));
      expect(await refusal('data:text/csv;base64,')).toEqual(invalid(UPLOAD_MESSAGES.noRows));
      expect(await refusal(dataUrl('\r\n\r\n'))).toEqual(invalid(UPLOAD_MESSAGES.noRows));
      const header = buildExampleCsv('intake_outcome').split('\r\n')[0]!;
      expect(await refusal(dataUrl(`${header}\r\n,,\r\nx\r\n`))).toEqual({
        status: 422,
        errors: [
          expect.objectContaining({ code: 'invalid_csv_row', meta: { row: 3, column: null, value: null } }),
        ],
      });
      expect(await refusal(dataUrl(`${header}\r\n`))).toEqual(invalid(UPLOAD_MESSAGES.noRows));
    });

    it('answers field errors for missing attributes, 409 for another type and 400 for a body that is not a document', async () => {
      const w = await bed.world();
      const post = (payload: unknown) =>
        w.session.request({ method: 'POST', url: '/api/v1/file_imports', payload: payload as object });
      const missing = await post({ data: { type: 'file_imports', attributes: { file_type: 'pictures' } } });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
        '/data/attributes/location_id',
        '/data/attributes/file_type',
        '/data/attributes/file',
      ]);
      expect((await post({ data: { type: 'locations', attributes: {} } })).statusCode).toBe(409);
      expect((await post({ file: 'x' })).statusCode).toBe(400);
      const notJson = await w.session.request({
        method: 'POST',
        url: '/api/v1/file_imports',
        headers: { 'content-type': 'application/json' },
        payload: '{"data":',
      });
      expect(notJson.statusCode).toBe(400);
    });
  });
});
