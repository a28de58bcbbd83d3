import { describe, expect, it } from 'vitest';
import { ENTERED_FIELDS } from './record-fields';
import {
  combineIntakeOutcomeStatuses,
  combineServicesStatuses,
  intakeOutcomeStatus,
  isFutureMonth,
  servicesStatus,
  statusLabel,
} from './statuses';

const fields = ['a', 'b'];

describe('intake/outcome status', () => {
  it('is unbegun without records or without any entered field', () => {
    expect(intakeOutcomeStatus([], () => fields)).toBe('unbegun');
    expect(intakeOutcomeStatus([{ a: null, b: undefined }], () => fields)).toBe('unbegun');
  });

  it('is incomplete until every field of every record holds a number, 0 included', () => {
    expect(intakeOutcomeStatus([{ a: 0, b: null }], () => fields)).toBe('incomplete');
    expect(intakeOutcomeStatus([{ a: 0, b: 0 }, { a: 1 }], () => fields)).toBe('incomplete');
    expect(
      intakeOutcomeStatus(
        [
          { a: 0, b: 0 },
          { a: 1, b: 2 },
        ],
        () => fields,
      ),
    ).toBe('complete');
  });
});

describe('services status', () => {
  const all = ENTERED_FIELDS.animal_services;
  const filled = (value: number) => Object.fromEntries(all.map((f) => [f, value]));

  it('defaults to unbegun and is in progress while partly filled', () => {
    expect(servicesStatus([], all)).toBe('unbegun');
    expect(servicesStatus([{ [all[0]!]: 3 }], all)).toBe('inProgress');
  });

  it('tells whether services were provided once complete', () => {
    expect(servicesStatus([filled(0)], all)).toBe('completeNoServicesProvided');
    expect(servicesStatus([filled(0), { ...filled(0), [all[5]!]: 2 }], all)).toBe('completeServicesProvided');
  });
});

describe('combined statuses', () => {
  it('keeps the shared value when all are unbegun or all complete, otherwise incomplete', () => {
    expect(combineIntakeOutcomeStatuses([])).toBe('unbegun');
    expect(combineIntakeOutcomeStatuses(['unbegun', 'unbegun'])).toBe('unbegun');
    expect(combineIntakeOutcomeStatuses(['complete', 'complete'])).toBe('complete');
    expect(combineIntakeOutcomeStatuses(['complete', 'unbegun'])).toBe('incomplete');
    expect(combineIntakeOutcomeStatuses(['incomplete', 'complete'])).toBe('incomplete');
  });

  it('combines services: complete with services if any location provided some', () => {
    expect(combineServicesStatuses(['unbegun', 'unbegun'])).toBe('unbegun');
    expect(combineServicesStatuses(['completeNoServicesProvided', 'unbegun'])).toBe('inProgress');
    expect(combineServicesStatuses(['completeNoServicesProvided', 'completeNoServicesProvided'])).toBe(
      'completeNoServicesProvided',
    );
    expect(combineServicesStatuses(['completeNoServicesProvided', 'completeServicesProvided'])).toBe(
      'completeServicesProvided',
    );
  });
});

describe('status labels', () => {
  it('labels every status name of the spec, and unknown when nothing is returned', () => {
    expect(statusLabel('complete')).toBe('Entry is Complete');
    expect(statusLabel('complete_services_provided')).toBe('Entry is Complete');
    expect(statusLabel('in_progress')).toBe('Entry is Incomplete');
    expect(statusLabel('inProgress')).toBe('Entry is Incomplete');
    expect(statusLabel('unbegun')).toBe('Entry is Unbegun');
    expect(statusLabel('unavailable')).toBe('Entry status unavailable');
    expect(statusLabel('completeNoServicesProvided')).toBe('Entry is Complete, No Services Provided');
    expect(statusLabel(undefined)).toBe('unknown');
  });
});

describe('future months', () => {
  const now = new Date(2025, 5, 15);

  it('are the months after the current month, judged against the injected date', () => {
    expect(isFutureMonth(2025, 6, now)).toBe(false);
    expect(isFutureMonth(2025, 7, now)).toBe(true);
    expect(isFutureMonth(2026, 1, now)).toBe(true);
    expect(isFutureMonth(2024, 12, now)).toBe(false);
    expect(isFutureMonth(2025, 7, new Date(2025, 6, 1))).toBe(false);
  });
});
