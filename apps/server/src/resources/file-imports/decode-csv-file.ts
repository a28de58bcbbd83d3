/**
 * The uploaded file, sent as a base64 data URL (any media type: the content is checked, not the label),
 * decoded into its text. Too large is a 413 before anything is decoded; anything that is not UTF-8 text
 * is a 422, never a 500.
 *
 * decodeCsvFileInSlices does the work 256 KB of base64 at a time, letting other requests run in between:
 * decoding 8 MB in one go holds the event loop for tens of milliseconds on a quiet machine, hundreds on a
 * busy one. decodeCsvFile is the same in one go, for callers that cannot wait.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { TextDecoder } from 'node:util';
import { CSV_UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@sac/domain';
import { fileTooLarge, invalidFile } from './upload-errors';

const DATA_URL_PREFIX = /^data:[^,]*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** Base64 characters decoded at once: a multiple of 4, so that every slice decodes whole bytes. */
const BASE64_SLICE = 256 * 1024;

export type CsvFile = { text: string; byteSize: number };

function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** The base64 part of the data URL, refused when it is not one or decodes to more than the limit. */
function base64Of(dataUrl: string): string {
  const prefix = DATA_URL_PREFIX.exec(dataUrl.slice(0, 300));
  if (!prefix) throw invalidFile(UPLOAD_MESSAGES.notDataUrl);
  const base64 = dataUrl.slice(prefix[0].length);
  if (decodedLength(base64) > CSV_UPLOAD_MAX_BYTES) throw fileTooLarge();
  if (base64.length % 4 !== 0) throw invalidFile(UPLOAD_MESSAGES.notDataUrl);
  return base64;
}

/** Decodes one slice (padding only in the last); `decoder` keeps a character split between slices. */
function decodeSlice(base64: string, decoder: TextDecoder, last: boolean): { text: string; bytes: number } {
  // Padding can only end the whole: a slice before the last holds none, so the pattern fails on it.
  if (!BASE64.test(base64) || (!last && base64.endsWith('='))) {
    throw invalidFile(UPLOAD_MESSAGES.notDataUrl);
  }
  const bytes = Buffer.from(base64, 'base64');
  let text: string;
  try {
    text = decoder.decode(bytes, { stream: !last });
  } catch {
    throw invalidFile(UPLOAD_MESSAGES.notText);
  }
  // A NUL never appears in text a spreadsheet saves: this is a binary file that happens to decode.
  if (text.includes('\u0000')) throw invalidFile(UPLOAD_MESSAGES.notText);
  return { text, bytes: bytes.length };
}

function* slicesOf(base64: string) {
  for (let at = 0; at < base64.length || at === 0; at += BASE64_SLICE) {
    yield { base64: base64.slice(at, at + BASE64_SLICE), last: at + BASE64_SLICE >= base64.length };
  }
}

export async function decodeCsvFileInSlices(dataUrl: string): Promise<CsvFile> {
  const base64 = base64Of(dataUrl);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const texts: string[] = [];
  let byteSize = 0;
  for (const slice of slicesOf(base64)) {
    const { text, bytes } = decodeSlice(slice.base64, decoder, slice.last);
    texts.push(text);
    byteSize += bytes;
    if (!slice.last) await nextTurn();
  }
  return { text: texts.join(''), byteSize };
}

export function decodeCsvFile(dataUrl: string): CsvFile {
  const { text, bytes } = decodeSlice(base64Of(dataUrl), new TextDecoder('utf-8', { fatal: true }), true);
  return { text, byteSize: bytes };
}
