/**
 * The uploaded file, sent as a base64 data URL (any media type: the content is checked, not the label),
 * decoded into its text. Too large is a 413 before anything is decoded; anything that is not UTF-8 text
 * is a 422, never a 500.
 */
import { CSV_UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@sac/domain';
import { fileTooLarge, invalidFile } from './upload-errors';

const DATA_URL_PREFIX = /^data:[^,]*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export type CsvFile = { text: string; byteSize: number };

function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

export function decodeCsvFile(dataUrl: string): CsvFile {
  const prefix = DATA_URL_PREFIX.exec(dataUrl.slice(0, 300));
  if (!prefix) throw invalidFile(UPLOAD_MESSAGES.notDataUrl);
  const base64 = dataUrl.slice(prefix[0].length);
  if (decodedLength(base64) > CSV_UPLOAD_MAX_BYTES) throw fileTooLarge();
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) throw invalidFile(UPLOAD_MESSAGES.notDataUrl);
  const bytes = Buffer.from(base64, 'base64');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalidFile(UPLOAD_MESSAGES.notText);
  }
  // A NUL never appears in text a spreadsheet saves: this is a binary file that happens to decode.
  if (text.includes('\u0000')) throw invalidFile(UPLOAD_MESSAGES.notText);
  return { text, byteSize: bytes.length };
}
