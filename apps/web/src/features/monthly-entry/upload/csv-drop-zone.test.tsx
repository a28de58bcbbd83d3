// @vitest-environment jsdom
/** The upload screens' drop zone (000 §5, §8): one .csv file taken, anything else refused with its message. */
import { CSV_UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@sac/domain';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { CsvDropZone } from './csv-drop-zone';

function Upload() {
  const [file, setFile] = useState<File | null>(null);
  return <CsvDropZone file={file} onChange={setFile} busy={false} />;
}

const csv = (name: string, text = 'species,year\ncanine,2024\n') =>
  new File([text], name, { type: 'text/csv' });

/** A drop of files on the zone, as a browser's drag and drop delivers it. */
function drop(files: File[]) {
  const zone = screen.getByText('Drag your CSV file here or click to choose it');
  fireEvent.drop(zone, {
    dataTransfer: {
      files,
      items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
      types: ['Files'],
    },
  });
}

describe('the CSV drop zone', () => {
  it('takes a .csv chosen with the file dialog, shows its name and size, and Remove lets it go', async () => {
    const { user } = renderWithApp(<Upload />);
    await user.upload(screen.getByLabelText('CSV file'), csv('march.csv'));

    const chosen = await screen.findByRole('group', { name: 'Chosen file' });
    expect(chosen.textContent).toContain('march.csv');
    expect(chosen.textContent).toContain('25 bytes');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove march.csv' }));
    expect(screen.queryByRole('group', { name: 'Chosen file' })).toBeNull();
  });

  it('takes a dropped .csv whatever type the system gives it', async () => {
    renderWithApp(<Upload />);
    drop([new File(['a,b\n'], 'EXPORT.CSV', { type: 'application/vnd.ms-excel' })]);
    expect((await screen.findByRole('group', { name: 'Chosen file' })).textContent).toContain('EXPORT.CSV');
  });

  it('refuses a dropped file of another type with its message and keeps no file', async () => {
    renderWithApp(<Upload />);
    drop([new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    expect((await screen.findByRole('alert')).textContent).toBe(UPLOAD_MESSAGES.onlyCsv);
    expect(screen.queryByRole('group', { name: 'Chosen file' })).toBeNull();
  });

  it('refuses two files at once, and a file over the size limit, each with its message', async () => {
    renderWithApp(<Upload />);
    drop([csv('a.csv'), csv('b.csv')]);
    expect((await screen.findByRole('alert')).textContent).toBe(UPLOAD_MESSAGES.oneFile);

    drop([csv('big.csv', 'x'.repeat(CSV_UPLOAD_MAX_BYTES + 1))]);
    expect((await screen.findByText(UPLOAD_MESSAGES.fileTooLarge)).getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('group', { name: 'Chosen file' })).toBeNull();
  });

  it('a refusal is cleared by the next good file', async () => {
    renderWithApp(<Upload />);
    drop([new File(['x'], 'photo.png', { type: 'image/png' })]);
    await screen.findByRole('alert');
    drop([csv('april.csv')]);
    await screen.findByRole('group', { name: 'Chosen file' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
