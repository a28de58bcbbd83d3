import type { YtdSpeciesTotals } from '@sac/domain';
import { describe, expect, it } from 'vitest';
import { YTD_CSV_FILE_NAMES, ytdCsvText } from './ytd-csv';

const totals = (
  species: YtdSpeciesTotals['species'],
  values: Partial<YtdSpeciesTotals>,
): YtdSpeciesTotals => ({
  species,
  totalIntake: 0,
  totalLiveOutcomes: 0,
  totalOtherOutcomes: 0,
  totalFieldServices: 0,
  totalVeterinaryServices: 0,
  totalSupportServices: 0,
  totalBehaviorServices: 0,
  ...values,
});

describe('ytd CSV', () => {
  it('names the files as the spec does', () => {
    expect(YTD_CSV_FILE_NAMES).toEqual({
      intake_outcome: 'ytd-intake-outcomes.csv',
      services: 'ytd-services.csv',
    });
  });

  it('writes a header, a row per species and the combined totals, RFC 4180 quoted', () => {
    const text = ytdCsvText(
      [
        totals('canine', { totalIntake: 10, totalLiveOutcomes: 8, totalOtherOutcomes: 1 }),
        totals('reptile_or_amphibian', { totalIntake: 2, totalLiveOutcomes: 1, totalOtherOutcomes: 0 }),
      ],
      'intake_outcome',
    );
    expect(text).toBe(
      [
        'Species,Total Intake,Total Live Outcomes,Other Outcomes',
        'Canines,10,8,1',
        'Reptile & Amphibians,2,1,0',
        'Total,12,9,1',
        '',
      ].join('\r\n'),
    );
  });

  it('uses the services columns in services mode', () => {
    const text = ytdCsvText(
      [totals('feline', { totalFieldServices: 3, totalBehaviorServices: 2 })],
      'services',
    );
    expect(text.split('\r\n').slice(0, 2)).toEqual([
      'Species,Field,Support,Behavior,Veterinary Services',
      'Felines,3,0,2,0',
    ]);
  });

  it('keeps a negative total a number, not a neutralised formula', () => {
    const text = ytdCsvText([totals('canine', { totalIntake: -3, totalLiveOutcomes: 2 })], 'intake_outcome');
    expect(text.split('\r\n')[1]).toBe('Canines,-3,2,0');
  });
});
