import { describe, expect, it } from 'vitest';
import { ENTERED_FIELDS, type RecordKind } from '../record-fields';
import { actionOfKind, KINDS_OF, monthRecordsStatus, STATUS_FIELDS, statusFields } from './month-status-rule';

const filled = (kind: RecordKind, value: (field: string) => number | null) => ({
  kind,
  counts: Object.fromEntries(ENTERED_FIELDS[kind].map((f) => [f, value(f)])),
});

describe('month-status rule data', () => {
  it('puts every record kind in exactly one action', () => {
    const kinds = Object.values(KINDS_OF).flat();
    expect(new Set(kinds).size).toBe(kinds.length);
    expect([...kinds].sort()).toEqual(Object.keys(ENTERED_FIELDS).sort());
    for (const [action, ofAction] of Object.entries(KINDS_OF))
      for (const kind of ofAction) expect(actionOfKind(kind)).toBe(action);
  });

  it('counts the legacy fields before March 2021 only, and every entered field is a status field then', () => {
    for (const kind of Object.keys(ENTERED_FIELDS) as RecordKind[]) {
      expect([...statusFields(kind, { year: 2021, month: 2 })].sort()).toEqual(
        [...ENTERED_FIELDS[kind]].sort(),
      );
      expect(statusFields(kind, { year: 2021, month: 3 })).toEqual(STATUS_FIELDS[kind].always);
    }
    expect(STATUS_FIELDS.animal_intakes.beforeCutoff.length).toBeGreaterThan(0);
  });
});

describe('monthRecordsStatus', () => {
  const legacy = new Set(STATUS_FIELDS.animal_outcomes.beforeCutoff);
  const month = (fill: (field: string) => number | null) =>
    KINDS_OF.intake_outcome.map((kind) => filled(kind, fill));

  it('needs the undesignated transfers before the cut-over only', () => {
    const noLegacy = month((f) => (legacy.has(f) ? null : 1));
    expect(monthRecordsStatus('intake_outcome', { year: 2021, month: 2 }, noLegacy)).toBe('incomplete');
    expect(monthRecordsStatus('intake_outcome', { year: 2021, month: 3 }, noLegacy)).toBe('complete');
    expect(
      monthRecordsStatus(
        'intake_outcome',
        { year: 2021, month: 3 },
        month(() => null),
      ),
    ).toBe('unbegun');
  });

  it('tells services provided from none', () => {
    const at = { year: 2024, month: 1 };
    expect(monthRecordsStatus('services', at, [filled('animal_services', () => 0)])).toBe(
      'completeNoServicesProvided',
    );
    expect(
      monthRecordsStatus('services', at, [filled('animal_services', (f) => (f.length % 2 ? 1 : 0))]),
    ).toBe('completeServicesProvided');
    expect(monthRecordsStatus('services', at, [filled('animal_services', () => null)])).toBe('unbegun');
  });
});
