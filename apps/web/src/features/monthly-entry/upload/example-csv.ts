/**
 * The upload screens' Download Example CSV: the domain's example for the location the data is for,
 * last month by the browser's clock and the organization's species (or the default ones), so that
 * the example is itself a valid upload. Every count is 0: plausible numbers were once uploaded unchanged
 * over a month typed by hand, and zeros cannot be taken for anyone's data.
 */
import { addMonths, buildExampleCsv, currentYearMonth, type FileImportType } from '@sac/domain';
import { defaultSpecies } from '../default-species';

export type ExampleCsvInput = {
  fileType: FileImportType;
  locationId: string;
  organizationSpecies: readonly string[] | null | undefined;
  now: Date;
};

export function buildUploadExampleCsv({ fileType, locationId, organizationSpecies, now }: ExampleCsvInput) {
  const { year, month } = addMonths(currentYearMonth(now), -1);
  return buildExampleCsv(fileType, {
    locationId,
    year,
    month,
    species: defaultSpecies({}, organizationSpecies),
    counts: 'zero',
  });
}
