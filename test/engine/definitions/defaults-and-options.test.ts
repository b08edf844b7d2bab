import { beforeEach, describe, expect, it } from 'vitest';
import { type Definition } from '@ombudsportalen/engine';
import { ctx, define, fixture } from './helpers';
import { testEngine } from '../../setup-engine';

const { computeDefaults, fieldOptions, isDefinitionVisible, toFormModel } = testEngine;

describe('computeDefaults under a fixed clock', () => {
  let def: Definition;
  beforeEach(() => {
    def = define({
      today: { type: 'string', format: 'date', 'x-default': 'today' },
      yesterday: { type: 'string', format: 'date', 'x-default': 'yesterday' },
      week: { type: 'string', format: 'week', 'x-default': 'currentWeek' },
      lastWeek: { type: 'string', format: 'week', 'x-default': 'previousWeek' },
      month: { type: 'string', format: 'month', 'x-default': 'currentMonth' },
      year: { type: 'string', format: 'year', 'x-default': 'currentYear' },
      plainDate: { type: 'string', format: 'date' },
      'F:T': { type: 'string', format: 'date' },
      noDefault: { type: 'string', format: 'date', 'x-default': 'none' },
      literal: { type: 'string', default: 'Alla' },
      text: { type: 'string' },
    });
  });

  it('on a Friday in March', () => {
    expect(computeDefaults(def, ctx())).toStrictEqual({
      today: '2024-03-15', yesterday: '2024-03-14', week: '2411', lastWeek: '2410', month: '2403', year: '2024',
      plainDate: '2024-03-15', F: '2024-03-14', T: '2024-03-14', literal: 'Alla',
    });
  });

  it('on New Year’s Day (week 1 of 2025 began in 2024)', () => {
    expect(computeDefaults(def, ctx({ today: '2025-01-01' }))).toMatchObject({ yesterday: '2024-12-31', week: '2501', lastWeek: '2452', month: '2501', year: '2025', F: '2024-12-31' });
  });
});

describe('the last complete period: previousMonth, previousYear, lastCompletePeriod (any period unit)', () => {
  let def: Definition;
  beforeEach(() => {
    def = define({
      lastMonth: { type: 'string', format: 'month', 'x-default': 'previousMonth' },
      lastYear: { type: 'string', format: 'year', 'x-default': 'previousYear' },
      day: { type: 'string', format: 'date', 'x-default': 'lastCompletePeriod' },
      week: { type: 'string', format: 'week', 'x-default': 'lastCompletePeriod' },
      'MF:MT': { type: 'string', format: 'month', 'x-default': 'lastCompletePeriod' },
      year: { type: 'string', format: 'year', 'x-default': 'lastCompletePeriod' },
    });
  });

  it('on a Friday in March: February, 2023, yesterday, the previous week', () => {
    expect(computeDefaults(def, ctx())).toStrictEqual({ lastMonth: '2402', lastYear: '2023', day: '2024-03-14', week: '2410', MF: '2402', MT: '2402', year: '2023' });
  });

  it('on New Year’s Day the previous month and year are December and the year before', () => {
    expect(computeDefaults(def, ctx({ today: '2025-01-01' }))).toStrictEqual({ lastMonth: '2412', lastYear: '2024', day: '2024-12-31', week: '2452', MF: '2412', MT: '2412', year: '2024' });
  });

  it('check refuses them on fields of another unit', () => {
    expect(() => define({ w: { type: 'string', format: 'week', 'x-default': 'previousMonth' } })).toThrow('/properties/w/x-default: previousMonth needs format month');
    expect(() => define({ t: { type: 'string', 'x-default': 'lastCompletePeriod' } })).toThrow('/properties/t/x-default: lastCompletePeriod needs format date, week, month or year');
  });
});

describe('options by role', () => {
  let def: Definition;
  beforeEach(() => {
    def = fixture('EKORPR03');
  });
  const values = (roles: string[]) => fieldOptions(def, 'P_RPTTYP', ctx({ roles })).map((o) => o.value);

  it('an option with authorizedRoles shows only to a holder of one of them, or to ADMIN', () => {
    expect(values(['OMBMGR'])).toStrictEqual(['Alla', 'Andelsspel']);
    expect(values(['EKONOMI'])).toStrictEqual(['Alla', 'Andelsspel', 'Övrigt']);
    expect(values(['ADMIN'])).toStrictEqual(['Alla', 'Andelsspel', 'Övrigt']);
    expect(values(['SALJCOACH'])).toStrictEqual(['Alla', 'Andelsspel']);
  });

  it('plain string options are their own label', () => {
    expect(fieldOptions(fixture('EKORTL01'), 'P_TERMINAL', ctx())).toStrictEqual([{ value: 'Alla', label: 'Alla' }, { value: 'T1', label: 'T1' }, { value: 'T2', label: 'T2' }]);
  });

  it('reports are visible by role and segment', () => {
    expect(isDefinitionVisible(fixture('EKORDA01'), ctx({ segment: 'DIGITAL' }))).toBe(false);
    expect(isDefinitionVisible(fixture('EKORDA01'), ctx({ segment: 'TRACK' }))).toBe(true);
    expect(isDefinitionVisible(fixture('PART_RAPPORT'), ctx())).toBe(false);
    expect(isDefinitionVisible(fixture('PART_RAPPORT'), ctx({ roles: ['PARTNER_TELIA'] }))).toBe(true);
  });
});

describe('toFormModel', () => {
  it('gives the visible fields in order with what a UI binding needs', () => {
    const model = toFormModel(fixture('EKORBF01'), { P_TYP: '1', VFOM: '2409' }, ctx({ roles: ['RETAIL'] }));
    expect(model.title).toBe('Bokföringsunderlag');
    expect(model.fields.map((f) => [f.name, f.widget, f.required])).toStrictEqual([
      ['P_TYP', 'radio', true], ['VFOM', 'week', true], ['VTOM', 'week', true], ['P_OMBUDNR', 'text', true],
    ]);
    expect(model.fields[0]?.options?.map((o) => o.label)).toStrictEqual(['Datum', 'Vecka', 'Månad', 'År']);
    expect(model.fields[1]).toMatchObject({
      param: 'P_FOM', label: 'Från och med vecka', placeholder: 'ååvv', hint: 'Högst tre veckor.', value: '2409',
      range: { name: 'VFOM:VTOM', end: 'from', other: 'VTOM', title: 'Veckor' }, jsonSchema: { type: 'string', format: 'week' },
    });
    expect(model.fields[3]?.jsonSchema).toStrictEqual({ type: 'string', pattern: '^[0-9]{1,8}$', maxLength: 60 });
  });

  it('range ends get the catalogue titles unless the definition names them', () => {
    expect(toFormModel(fixture('EKOROM12'), {}, ctx()).fields.map((f) => f.label)).toStrictEqual(['Från och med', 'Till och med']);
  });
});
