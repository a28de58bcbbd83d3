import { UPLOAD_MESSAGES } from '@sac/domain';
import { describe, expect, it } from 'vitest';
import { formatFileSize, rejectionMessage, validateCsvFile } from './file-rules';

const refused = (...codes: string[]) => ({ errors: codes.map((code) => ({ code, message: code })) });

describe('the drop zone rules', () => {
  it('takes a file by its .csv name, whatever the browser labels it', () => {
    expect(validateCsvFile({ name: 'june.csv' })).toBeNull();
    expect(validateCsvFile({ name: 'JUNE 2025.CSV' })).toBeNull();
    expect(validateCsvFile({ name: 'june.txt' })).toEqual({
      code: 'file-not-csv',
      message: UPLOAD_MESSAGES.onlyCsv,
    });
    expect(validateCsvFile({ name: 'june.csv.xlsx' })?.message).toBe(UPLOAD_MESSAGES.onlyCsv);
  });

  it('does not judge a file being dragged, whose name is not known yet', () => {
    expect(validateCsvFile({})).toBeNull();
    expect(validateCsvFile({ name: '' })).toBeNull();
  });

  it('says one file at a time, only .csv, or too large', () => {
    expect(rejectionMessage([])).toBeNull();
    expect(rejectionMessage([refused('too-many-files'), refused('too-many-files')])).toBe(
      UPLOAD_MESSAGES.oneFile,
    );
    expect(rejectionMessage([refused('file-not-csv'), refused('file-not-csv')])).toBe(
      UPLOAD_MESSAGES.oneFile,
    );
    expect(rejectionMessage([refused('file-not-csv')])).toBe(UPLOAD_MESSAGES.onlyCsv);
    expect(rejectionMessage([refused('file-not-csv', 'file-too-large')])).toBe(UPLOAD_MESSAGES.onlyCsv);
    expect(rejectionMessage([refused('file-too-large')])).toBe(UPLOAD_MESSAGES.fileTooLarge);
    expect(UPLOAD_MESSAGES.fileTooLarge).toContain('larger than 8 MB');
  });

  it('shows sizes as people read them', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(12_600)).toBe('12.3 KB');
    expect(formatFileSize(8 * 1024 * 1024)).toBe('8.0 MB');
  });
});
