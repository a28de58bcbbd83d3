/** Test helpers of the upload: a file as the browser sends it, and the upload request of a session. */
import type { FileImportType } from '@sac/domain';
import type { Session } from '../../../test/support/http';

export const dataUrl = (text: string | Buffer, mediaType = 'text/csv') =>
  `data:${mediaType};base64,${Buffer.from(text).toString('base64')}`;

export type UploadAttributes = {
  location_id: number;
  file_type?: FileImportType;
  file: string;
  file_name?: string;
};

export function upload(session: Session, attributes: UploadAttributes) {
  return session.request({
    method: 'POST',
    url: '/api/v1/file_imports',
    payload: {
      data: {
        type: 'file_imports',
        attributes: { file_type: 'intake_outcome', file_name: 'month.csv', ...attributes },
      },
    },
  });
}

/** A CSV from rows of cells (no quoting needed for the values tests use). */
export const csvText = (rows: readonly (readonly (string | number)[])[]) =>
  `${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
