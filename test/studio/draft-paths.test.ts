// The studio editor's edits by path (studio/page/draft-paths.ts): the edited value's containers are new objects and
// every other value is the same object, which is what lets an unchanged field skip rendering.
import { describe, expect, it } from 'vitest';
import { removeIn, setIn } from '../../studio/page/draft-paths';

const draft = () => ({
  'x-report': { code: 'STAT_X', title: 'Spel' },
  properties: { P_FOM: { type: 'string', format: 'date' }, P_SPEL: { type: 'string' } },
  'x-examples': [{ name: 'en' }, { name: 'två' }],
});

describe('setIn', () => {
  it('replaces the value at the path, copies the containers on it and shares every other value', () => {
    const before = draft();
    const after = setIn(before, ['properties', 'P_SPEL', 'title'], 'Spelkod') as ReturnType<typeof draft>;
    expect(after).toEqual({ ...before, properties: { ...before.properties, P_SPEL: { type: 'string', title: 'Spelkod' } } });
    expect(before.properties.P_SPEL).toEqual({ type: 'string' }); // the draft before is not changed
    expect([after === before, after.properties === before.properties, after.properties.P_SPEL === before.properties.P_SPEL]).toEqual([false, false, false]);
    expect([after['x-report'] === before['x-report'], after.properties.P_FOM === before.properties.P_FOM, after['x-examples'] === before['x-examples']]).toEqual([true, true, true]);
  });

  it('keeps the order of keys, sets an array item by index, appends at the length and makes missing containers', () => {
    const before = draft();
    expect(Object.keys(setIn(before, ['x-report'], 'x') as object)).toEqual(['x-report', 'properties', 'x-examples']);
    const items = setIn(before, ['x-examples', 1, 'name'], 'tre') as ReturnType<typeof draft>;
    expect(items['x-examples']).toEqual([{ name: 'en' }, { name: 'tre' }]);
    expect(items['x-examples'][0]).toBe(before['x-examples'][0]);
    expect((setIn(before, ['x-examples', 2], { name: 'tre' }) as ReturnType<typeof draft>)['x-examples']).toHaveLength(3);
    expect(setIn({}, ['x-chart', 'series', 0], 'insats')).toEqual({ 'x-chart': { series: ['insats'] } });
    expect(setIn(before, [], 'ny')).toBe('ny');
  });
});

describe('removeIn', () => {
  it('drops a key, keeping the others in order, and an array item, moving the next ones up', () => {
    const before = draft();
    const withoutKey = removeIn(before, ['properties', 'P_FOM']) as ReturnType<typeof draft>;
    expect(withoutKey.properties).toEqual({ P_SPEL: { type: 'string' } });
    expect(withoutKey.properties.P_SPEL).toBe(before.properties.P_SPEL);
    expect(Object.keys(removeIn(before, ['x-report']) as object)).toEqual(['properties', 'x-examples']);
    expect((removeIn(before, ['x-examples', 0]) as ReturnType<typeof draft>)['x-examples']).toEqual([{ name: 'två' }]);
    expect(before['x-examples']).toHaveLength(2);
  });
});
