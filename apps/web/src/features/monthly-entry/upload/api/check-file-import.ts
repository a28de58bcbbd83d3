/**
 * The upload's check step (docs/api-files.md, `meta.dry_run`): the server checks the file as it would
 * upload it and says which location-months it holds and, for each, the animal types whose data already
 * entered it would replace. Nothing is written, so nothing is read again afterwards.
 */
import { isSpecies, type Species } from '@sac/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { type UploadInput, uploadDocument } from './create-file-import';

export type CheckedMonth = {
  locationId: string;
  locationName: string;
  year: number;
  month: number;
  species: Species[];
  /** The animal types of the file whose data of this month is already entered: the upload replaces it. */
  replacedSpecies: Species[];
};

export type UploadCheck = { rowCount: number; months: CheckedMonth[] };

/** The answer, camelized by the client. */
type CheckAnswer = {
  meta: {
    rowCount: number;
    months: {
      locationId: number | string;
      locationName: string;
      year: number;
      month: number;
      species: string[];
      replacedSpecies: string[];
    }[];
  };
};

export async function checkFileImport(input: UploadInput): Promise<UploadCheck> {
  const answer = await api.post<CheckAnswer>('/api/v1/file_imports', {
    ...(await uploadDocument(input)),
    meta: { dryRun: true },
  });
  return {
    rowCount: answer.meta.rowCount,
    months: answer.meta.months.map((m) => ({
      locationId: String(m.locationId),
      locationName: m.locationName,
      year: m.year,
      month: m.month,
      species: m.species.filter(isSpecies),
      replacedSpecies: m.replacedSpecies.filter(isSpecies),
    })),
  };
}

export function useCheckFileImport() {
  return useMutation({ mutationFn: checkFileImport });
}
