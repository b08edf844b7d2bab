// Issue 39 §1: the engine is configured per instance (createEngine), never by a global: two engines in one process
// keep their own vocabulary, texts and clock, and the engine's functions outside an instance refuse to guess one.
import { describe, expect, it } from 'vitest';
import { PORTAL_VOCABULARY } from '@ombudsportalen/portal/engine-vocabulary';
import { formatMessage } from '../../engine/model/message-catalogue';
import { createTestEngine, testEngine } from '../setup-engine';

const form = { $schema: '../meta/definition.schema.json', type: 'object', properties: { name: { type: 'string', title: 'Namn' } }, required: ['name'] };
const ctx = { roles: ['OMBMGR'], segment: 'AGENCY', agencyNumber: '12345', today: '2024-03-15' };

describe('an engine instance', () => {
  it('keeps its own texts: another engine in the same process still says the catalogue text', () => {
    const terse = createTestEngine({ messages: { required: 'Obligatoriskt.' } });
    const errorsIn = (engine: typeof testEngine) => engine.validateValues(engine.loadDefinition(form, 'inline.json'), {}, ctx).errors.map((e) => e.message);
    expect(errorsIn(terse)).toStrictEqual(['Obligatoriskt.']);
    expect(errorsIn(testEngine)).toStrictEqual(['Fältet måste fyllas in.']);
  });

  it('keeps its own vocabulary: a role one engine knows is unknown to another', () => {
    const shop = createTestEngine({ vocabulary: { ...PORTAL_VOCABULARY, roles: ['CLERK'] } });
    const forClerks = { ...form, 'x-visibleTo': { roles: ['CLERK'] } };
    expect(shop.loadDefinition(forClerks, 'inline.json', { metaCheck: false }).file).toBe('inline.json'); // the meta-schema lists the portal's roles
    expect(() => testEngine.loadDefinition(forClerks, 'inline.json', { metaCheck: false })).toThrow('inline.json:/x-visibleTo/roles/0: unknown role "CLERK"');
  });

  it('tells today by its clock (Stockholm)', () => {
    const engine = createTestEngine({ clock: () => new Date('2024-03-15T23:30:00Z') });
    expect(engine.today()).toBe('2024-03-16');
  });

  it('is the only way in: an engine function called outside an instance says so', () => {
    expect(() => formatMessage('required')).toThrow('An engine function ran outside an engine: call it as a method of createEngine(…)’s instance');
    expect(testEngine.run(() => formatMessage('required'))).toBe('Fältet måste fyllas in.');
  });
});
