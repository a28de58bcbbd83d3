/** The upload's request document: which location uploads, which kind of file, and the file itself. */
import {
  FILE_IMPORT_TYPES,
  type FileImportType,
  textTooLong,
  UPLOAD_MESSAGES,
  VALIDATION_MESSAGES,
} from '@sac/domain';
import { type FieldError, unprocessable } from '../../http/errors';
import { readDocument } from '../../http/jsonapi/index';

export type UploadRequest = {
  locationId: number;
  fileType: FileImportType;
  /** Kept for the record only; anything but text is taken as no name. */
  fileName: string | null;
  /** The data URL, decoded later (after the user is known to be allowed). */
  file: string;
  /** `meta.dry_run`: check the file and say what it would replace, writing nothing. */
  dryRun: boolean;
};

const FILE_NAME_MAX = 255;
const DRY_RUN_INVALID = 'dry_run must be true or false.';
const DRY_RUN_IN_META =
  'dry_run is not an attribute: send it in the document\'s meta, { "meta": { "dry_run": true } }.';

export function parseUploadRequest(body: unknown): UploadRequest {
  const { data } = readDocument(body, { type: 'file_imports' });
  const { location_id, file_type, file_name, file } = data.attributes;
  const errors: FieldError[] = [];
  const locationId =
    typeof location_id === 'string' && /^\d+$/.test(location_id) ? Number(location_id) : location_id;
  if (typeof locationId !== 'number' || !Number.isSafeInteger(locationId) || locationId < 1) {
    errors.push({ field: 'location_id', detail: VALIDATION_MESSAGES.locationRequired });
  }
  if (!FILE_IMPORT_TYPES.includes(file_type as FileImportType)) {
    errors.push({ field: 'file_type', detail: VALIDATION_MESSAGES.optionInvalid });
  }
  // Refused before the file is read: a name that long is not a file's name.
  if (typeof file_name === 'string' && file_name.trim().length > FILE_NAME_MAX) {
    errors.push({ field: 'file_name', detail: textTooLong(FILE_NAME_MAX) });
  }
  if (typeof file !== 'string' || file === '')
    errors.push({ field: 'file', detail: UPLOAD_MESSAGES.fileRequired });
  const dryRun = readDryRun(body, data.attributes, errors);
  if (errors.length > 0) throw unprocessable(errors);
  return {
    locationId: locationId as number,
    fileType: file_type as FileImportType,
    fileName: typeof file_name === 'string' && file_name.trim() !== '' ? file_name.trim() : null,
    file: file as string,
    dryRun,
  };
}

/**
 * The document's `meta.dry_run`: absent or false for an upload, true for its check step. Anything else
 * is refused rather than taken as an upload: a client that meant to ask must not overwrite months.
 */
function readDryRun(body: unknown, attributes: Record<string, unknown>, errors: FieldError[]): boolean {
  if (attributes.dry_run !== undefined) errors.push({ field: 'dry_run', detail: DRY_RUN_IN_META });
  const meta = (body as { meta?: unknown }).meta;
  if (meta === undefined || meta === null) return false;
  if (typeof meta !== 'object' || Array.isArray(meta)) {
    errors.push({ field: '/meta', detail: DRY_RUN_INVALID });
    return false;
  }
  const dryRun = (meta as { dry_run?: unknown }).dry_run;
  if (dryRun === undefined || typeof dryRun === 'boolean') return dryRun === true;
  errors.push({ field: '/meta/dry_run', detail: DRY_RUN_INVALID });
  return false;
}
