/**
 * What the drop zone takes (000 §5, §8): one .csv file of at most CSV_UPLOAD_MAX_BYTES, judged by its
 * name — browsers label a CSV text/csv, application/vnd.ms-excel or nothing at all, depending on the
 * system and the spreadsheet installed. The message shown under the drop zone for a refused drop.
 */
import type { FileRejection } from '@mantine/dropzone';
import { UPLOAD_MESSAGES } from '@sac/domain';

const NOT_CSV = 'file-not-csv';

export function isCsvFileName(name: string): boolean {
  return /\.csv$/i.test(name.trim());
}

/**
 * The drop zone's validator. While a file is only dragged over, the browser does not tell its name yet:
 * it is judged when dropped.
 */
export function validateCsvFile(file: { name?: unknown }) {
  if (typeof file.name !== 'string' || file.name === '' || isCsvFileName(file.name)) return null;
  return { code: NOT_CSV, message: UPLOAD_MESSAGES.onlyCsv };
}

/** The one message for what the drop zone refused, or null when it refused nothing. */
export function rejectionMessage(rejections: readonly Pick<FileRejection, 'errors'>[]): string | null {
  if (rejections.length === 0) return null;
  const codes = new Set(rejections.flatMap((r) => r.errors.map((e) => e.code)));
  if (rejections.length > 1 || codes.has('too-many-files')) return UPLOAD_MESSAGES.oneFile;
  if (codes.has(NOT_CSV) || codes.has('file-invalid-type')) return UPLOAD_MESSAGES.onlyCsv;
  if (codes.has('file-too-large')) return UPLOAD_MESSAGES.fileTooLarge;
  return rejections[0]?.errors[0]?.message || UPLOAD_MESSAGES.onlyCsv;
}

/** "512 bytes", "12.3 KB", "7.9 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return `${kilobytes.toFixed(1)} KB`;
  return `${(kilobytes / 1024).toFixed(1)} MB`;
}
