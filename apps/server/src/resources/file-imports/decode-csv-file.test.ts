/** Decoding an upload in slices answers what decoding it in one go answers, refusals included. */
import { UPLOAD_MESSAGES } from '@sac/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors';
import { decodeCsvFile, decodeCsvFileInSlices } from './decode-csv-file';

const dataUrl = (bytes: Buffer | string) => `data:text/csv;base64,${Buffer.from(bytes).toString('base64')}`;

const outcome = async <T>(work: () => T | Promise<T>) => {
  try {
    return { value: await work() };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, detail: error.errors[0]?.detail };
  }
};

const bothOf = async (url: string) => {
  const sliced = await outcome(() => decodeCsvFileInSlices(url));
  expect(sliced).toEqual(await outcome(() => decodeCsvFile(url)));
  return sliced;
};

describe('decodeCsvFileInSlices', () => {
  it('decodes text of several slices, a character split between slices included', async () => {
    const text = `a,b\r\n${'€é,1\r\n'.repeat(60_000)}`;
    expect(await bothOf(dataUrl(text))).toEqual({
      value: { text, byteSize: Buffer.byteLength(text) },
    });
    expect(await bothOf('data:text/csv;base64,')).toEqual({ value: { text: '', byteSize: 0 } });
  });

  it('refuses what is not base64, not UTF-8 or holds a NUL, wherever it is', async () => {
    const large = Buffer.from('x,1\r\n'.repeat(100_000));
    const notBase64 = dataUrl(large).replace(/^(.{400000})..../, '$1AB==');
    expect(await bothOf(notBase64)).toEqual({ status: 422, detail: UPLOAD_MESSAGES.notDataUrl });
    expect(await bothOf('text/csv,a')).toEqual({ status: 422, detail: UPLOAD_MESSAGES.notDataUrl });
    expect(await bothOf('data:text/csv;base64,abc')).toEqual({
      status: 422,
      detail: UPLOAD_MESSAGES.notDataUrl,
    });
    const cutCharacter = Buffer.concat([large, Buffer.from('€').subarray(0, 2)]);
    expect(await bothOf(dataUrl(cutCharacter))).toEqual({ status: 422, detail: UPLOAD_MESSAGES.notText });
    const nul = Buffer.concat([large, Buffer.from([0]), large]);
    expect(await bothOf(dataUrl(nul))).toEqual({ status: 422, detail: UPLOAD_MESSAGES.notText });
  });

  it('refuses a file over the limit before decoding it', async () => {
    const tooLarge = `data:text/csv;base64,${'QUJD'.repeat(3 * 1024 * 1024)}`;
    expect(await bothOf(tooLarge)).toEqual({ status: 413, detail: UPLOAD_MESSAGES.fileTooLarge });
  });
});
