import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '@ombudsportalen/engine/cli';
import { ROOT } from '../definitions/helpers';
import { testEngine } from '../../setup-engine';
import { PORTAL_PAYLOAD_ACTOR } from '../../../scripts/portal-engine';

function run(argv: string[], stdin = '') {
  let out = '';
  let err = '';
  // Without --roles and --segment `payload` acts as the application says (the portal: a manager at an ordinary outlet).
  const code = main(argv, { cwd: ROOT, stdout: (t) => void (out += t), stderr: (t) => void (err += t), readStdin: () => stdin }, { engine: testEngine, payloadActor: PORTAL_PAYLOAD_ACTOR });
  return { code, out, err };
}

const seller = ['payload', 'schemas/forms/staff-add-seller.json', '--input', '-', '--today', '2026-11-02'];
const lena = JSON.stringify({ socialSecurityNumber: '199005141230', firstname: 'Lena', lastname: 'Åström', oneTimePassword: 'KaFfe7Torn', repeatOneTimePassword: 'KaFfe7Torn', augmented: true });
const body = (roles: string, augmented: boolean) =>
  `${JSON.stringify({ socialSecurityNumber: '199005141230', firstname: 'Lena', lastname: 'Åström', oneTimePassword: 'KaFfe7Torn', ...(augmented ? { augmented: true } : {}), roles: [roles] }, null, 2)}\n`;

describe('schemas payload for a form', () => {
  it('prints the form body indented by two; the session roles decide which fields exist (several roles at once)', () => {
    expect(run([...seller, '--roles', 'SALJPLUS,OMBMGR'], lena)).toStrictEqual({ code: 0, out: body('SALJPLUS', true), err: '' });
    // SALJPLUS alone does not see the extended permission: it is dropped and the seller is plain
    expect(run([...seller, '--roles', 'SALJPLUS'], lena)).toStrictEqual({ code: 0, out: body('SALJARE', false), err: '' });
  });

  it('prints the form message and one "field: message" line per error on stderr (exit 1)', () => {
    expect(run(seller, '{"firstname":"L3na"}')).toStrictEqual({
      code: 1,
      out: '',
      err: 'Ett eller flera fält följer inte den standard som krävs. Rätta dem och försök igen.\nsocialSecurityNumber: Måste fyllas i\nfirstname: Får bara innehålla bokstäver.\nlastname: Måste fyllas i\noneTimePassword: Måste fyllas i\nrepeatOneTimePassword: Måste fyllas i\n',
    });
  });

  it('warns about a form the roles cannot see: no roles at all read "(none)"', () => {
    const none = run([...seller, '--roles', ''], lena);
    expect(none).toStrictEqual({
      code: 2,
      out: body('SALJARE', false),
      err: 'warning: roles (none) in segment AGENCY cannot see this form (x-visibleTo {"roles":["OMBMGR","SALJPLUS"]}); the portal would not offer it and the server answers 403\n',
    });
  });
});

describe('schemas payload for a report', () => {
  const report = ['payload', 'schemas/reports/EKOROM12.json', '--input', '-'];
  const parameters = (out: string) => (JSON.parse(out) as { parameterNameValues: { listOfParamNameValues: { name: string; values: string[] }[] } })
    .parameterNameValues.listOfParamNameValues.map((p) => `${p.name}=${p.values.join(',')}`);

  afterEach(() => void vi.useRealTimers());

  it('an internal user acts for the agency given by --selected-agency', () => {
    const { code, out } = run([...report, '--roles', 'ADMIN', '--agency', '1', '--selected-agency', '777', '--today', '2024-03-15'], '{}');
    expect(code).toBe(0);
    expect(parameters(out)).toStrictEqual(['P_FOM=240314', 'P_TOM=2024-03-14', 'P_OMBUDNR=777', 'formatType=pdf']);
    expect(parameters(run([...report, '--roles', 'ADMIN', '--agency', '1', '--today', '2024-03-15'], '{}').out)).toContain('P_OMBUDNR=1');
  });

  it('empty names in --roles are dropped; several roles are named in the warning', () => {
    const { code, err } = run([...report, '--roles', ',SALJARE,', '--today', '2024-03-15'], '{}');
    expect(code).toBe(2);
    expect(err).toMatch(/^warning: roles SALJARE in segment AGENCY cannot see this report \(x-visibleTo /);
    expect(run([...report, '--roles', 'SALJARE,PARTNER_TRE', '--today', '2024-03-15'], '{}').err).toMatch(/^warning: roles SALJARE, PARTNER_TRE in segment AGENCY cannot/);
  });

  it('without --agency no agency is sent', () => {
    const { code, out } = run([...report, '--today', '2024-03-15'], '{}');
    expect(code).toBe(0);
    expect(parameters(out)).toStrictEqual(['P_FOM=240314', 'P_TOM=2024-03-14', 'formatType=pdf']);
  });

  it('without --today the defaults are those of today in Stockholm', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-30T22:30:00Z')); // 1 July 00:30 in Stockholm
    const { code, out } = run([...report, '--agency', '12345'], '{}');
    expect(code).toBe(0);
    expect(parameters(out)).toStrictEqual(['P_FOM=250630', 'P_TOM=2025-06-30', 'P_OMBUDNR=12345', 'formatType=pdf']);
  });

  it('needs a definition and --input (exit 2, with the usage)', () => {
    const usage = 'usage: payload <definition> --input <file|-> [--roles A,B] [--agency N] [--today YYYY-MM-DD] [--format pdf|xlsx]\n';
    expect(run(['payload', '--input', '-'], '{}')).toStrictEqual({ code: 2, out: '', err: usage });
    expect(run(['payload', 'schemas/reports/EKOROM12.json'])).toStrictEqual({ code: 2, out: '', err: usage });
  });
});
