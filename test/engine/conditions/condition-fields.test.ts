import { describe, expect, it } from 'vitest';
import { conditionFields } from '../../../engine/conditions/condition';

describe('conditionFields', () => {
  it('names every field a condition reads with the JSON pointer where it is named', () => {
    expect(conditionFields({
      op: 'all',
      conditions: [
        { op: 'equals', field: 'a', value: 1 },
        { op: 'not', condition: { op: 'any', conditions: [{ op: 'set', field: 'b' }, { op: 'oneOf', field: 'c', values: ['x'] }] } },
      ],
    }, '/x-condition')).toStrictEqual([
      { field: 'a', pointer: '/x-condition/conditions/0/field' },
      { field: 'b', pointer: '/x-condition/conditions/1/condition/conditions/0/field' },
      { field: 'c', pointer: '/x-condition/conditions/1/condition/conditions/1/field' },
    ]);
    expect(conditionFields({ op: 'set', field: 'z' })).toStrictEqual([{ field: 'z', pointer: '/field' }]);
  });
});
