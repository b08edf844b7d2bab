import { describe, expect, it } from 'vitest';
import { sharedCompilers } from '../../server/schema-compilers.js';

const AJV = { customOptions: { strictTypes: false } };
const NAME = { type: 'object', properties: { name: { type: 'string', maxLength: 3 } }, required: ['name'] };

describe('sharedCompilers: one compile per schema for the process, not per Fastify instance', () => {
  it('an equal schema under equal shared schemas and options is compiled once; another one is compiled anew', () => {
    const first = sharedCompilers.buildValidator({}, AJV);
    const second = sharedCompilers.buildValidator({}, AJV); // the next app
    const validate = first({ schema: NAME, method: 'POST', url: '/a', httpPart: 'body' });
    expect(second({ schema: structuredClone(NAME), method: 'PUT', url: '/b', httpPart: 'body' })).toBe(validate);
    expect(second({ schema: structuredClone(NAME), method: 'GET', url: '/a', httpPart: 'querystring' })).not.toBe(validate);
    const longer = second({ schema: { ...NAME, properties: { name: { type: 'string', maxLength: 4 } } }, method: 'POST', url: '/a', httpPart: 'body' });
    expect(longer).not.toBe(validate);
    expect([validate({ name: 'abcd' }), longer({ name: 'abcd' })]).toEqual([false, true]);
  });

  it('other shared schemas give another compile: a $ref resolves against its own app\'s shapes', () => {
    const route = { schema: { $ref: 'Shape#' }, method: 'POST', url: '/a', httpPart: 'body' };
    const short = sharedCompilers.buildValidator({ Shape: { $id: 'Shape', type: 'string', maxLength: 1 } }, AJV)(route);
    const long = sharedCompilers.buildValidator({ Shape: { $id: 'Shape', type: 'string', maxLength: 9 } }, AJV)(route);
    expect([short('abc'), long('abc')]).toEqual([false, true]);
  });

  it('equal shared schemas in other objects (the next app\'s copies) share the compile', () => {
    const route = { schema: { $ref: 'Shape#' }, method: 'POST', url: '/a', httpPart: 'body' };
    const shape = { $id: 'Shape', type: 'string', maxLength: 2 };
    const first = sharedCompilers.buildValidator({ Shape: shape }, AJV)(route);
    expect(sharedCompilers.buildValidator({ Shape: structuredClone(shape) }, AJV)(structuredClone(route))).toBe(first);
    expect(sharedCompilers.buildValidator({ Other: structuredClone(shape) }, AJV)(structuredClone(route))).not.toBe(first);
  });

  it('serialises per status with that status\'s schema (an allow-list of properties)', () => {
    const serializer = sharedCompilers.buildSerializer({}, {});
    const ok = serializer({ schema: { type: 'object', properties: { a: { type: 'number' } } }, method: 'GET', url: '/a', httpStatus: '200' });
    const created = serializer({ schema: { type: 'object', properties: { b: { type: 'number' } } }, method: 'GET', url: '/a', httpStatus: '201' });
    expect([ok({ a: 1, b: 2 }), created({ a: 1, b: 2 })]).toEqual(['{"a":1}', '{"b":2}']);
    expect(sharedCompilers.buildSerializer({}, {})({ schema: { type: 'object', properties: { a: { type: 'number' } } }, method: 'PUT', url: '/c', httpStatus: '200' })).toBe(ok);
  });
});
