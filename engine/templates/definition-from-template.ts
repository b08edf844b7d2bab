import type { Values } from '../conditions/condition';
import { loadDefinition } from '../load/load-definition';
import { DefinitionError, type Problem } from '../model/problem';
import type { Definition } from '../model/definition';
import { interpretedValidator } from '../validation/interpreted-validator';
import { longestMatch } from '../validation/longest-match';
import { patternProblem } from '../validation/safe-pattern';
import type { DefinitionJson, FieldJson, FieldVariant, FormTemplateJson, ItemTest, Scalar } from '../declarations.gen';

/** One element of the server list a template turns into a field (an article, a terminal parameter …). */
export type TemplateItem = Record<string, unknown>;

/** A definition built from a server list, its start values, and the template it came from (for the list payload). */
export interface TemplateForm {
  definition: Definition;
  initialValues: Values;
  template: FormTemplateJson;
}

const MAX_NAME_LENGTH = 100;
// ':' names a range; the others would reach an object's prototype when used as a key.
const RESERVED = new Set(['__proto__', 'constructor', 'prototype']);

// Where templateItems puts a grouped item's section title; a key no server property uses.
const GROUP = '$group';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSetValue = (v: unknown) => v !== undefined && v !== null && v !== '';
const own = (item: TemplateItem, key: string): unknown => (Object.hasOwn(item, key) ? item[key] : undefined);

function holds(test: ItemTest | undefined, item: TemplateItem): boolean {
  if (!test) return true;
  const v = own(item, test.property);
  if (test.in && !test.in.includes(v as Scalar)) return false;
  if (test.nonEmpty && !(Array.isArray(v) && v.length > 0)) return false;
  return true;
}

// `{name}` placeholders filled from the item's own properties.
function fillText(text: string, item: TemplateItem): string {
  return text.replace(/\{([A-Za-z0-9_]+)\}/g, (_, key: string) => String(own(item, key) ?? ''));
}

/** The value of one keyword for an item; undefined leaves the keyword out. */
function resolve(keyword: unknown, item: TemplateItem): unknown {
  if (!isObject(keyword)) return keyword;
  const source = keyword as Record<string, unknown>;
  if (typeof source.$from === 'string') {
    const v = own(item, source.$from);
    if (!isSetValue(v)) return undefined;
    return typeof source.$atMost === 'number' && typeof v === 'number' ? Math.min(v, source.$atMost) : v;
  }
  if (typeof source.$longestMatchOf === 'string') {
    // The length a whole value can have under the item's pattern (e.g. 32 for ^[A-Z]{1,32}$); none when unbounded.
    const pattern = own(item, source.$longestMatchOf);
    const longest = typeof pattern === 'string' ? longestMatch(pattern) : undefined;
    return longest !== undefined && typeof source.$atMost === 'number' ? Math.min(longest, source.$atMost) : longest;
  }
  if (typeof source.$text === 'string') return fillText(source.$text, item);
  if (typeof source.$options === 'string') {
    const list = own(item, source.$options);
    const valueKey = String(source.value);
    const labelKey = String(source.label);
    // Stryker disable next-line ArrayDeclaration: whatever a non-list is replaced by, filter(isObject) drops it unless it is an object
    const rows = (Array.isArray(list) ? list : []).filter(isObject).map((o) => ({ value: own(o, valueKey), label: String(own(o, labelKey) ?? '') }));
    return [...((source.first as unknown[] | undefined) ?? []), ...rows];
  }
  return source; // a literal object (e.g. x-messages)
}

/** A start value in the field's type: "true"/"false" become booleans, numeric text a number; anything else is unset. */
function startValue(type: FieldJson['type'], raw: unknown): unknown {
  if (type === 'boolean') return raw === true || raw === 'true' ? true : raw === false || raw === 'false' ? false : undefined;
  if (type === 'integer' || type === 'number') {
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
    return Number.isFinite(n) ? n : undefined;
  }
  return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined;
}

function nameProblem(name: unknown): string | undefined {
  if (typeof name !== 'string' || name === '') return 'has no name';
  if (name.length > MAX_NAME_LENGTH) return `name is longer than ${MAX_NAME_LENGTH} characters`;
  if (name.includes(':') || RESERVED.has(name)) return `name "${name}" is not allowed`;
  return undefined;
}

/**
 * The items of a server list: the list itself, or with `groupedBy` the items of every group in order, each marked
 * with its group's title. Anything that is not an object is dropped.
 */
export function templateItems(template: FormTemplateJson, list: readonly unknown[]): TemplateItem[] {
  const by = template.groupedBy;
  if (!by) return list.filter(isObject);
  return list.filter(isObject).flatMap((group) => {
    const items = own(group, by.items);
    const title = own(group, by.title);
    // Stryker disable next-line ArrayDeclaration: whatever a non-list is replaced by, filter(isObject) drops it unless it is an object
    return (Array.isArray(items) ? items : []).filter(isObject).map((item) => ({ ...item, [GROUP]: title }));
  });
}

/**
 * Turns a server list into a definition, as the template declares: per item the first matching variant's keywords,
 * resolved against the item. Nothing here knows orders or terminals. Throws DefinitionError naming each bad item
 * (no name, a duplicate, a pattern RE2 cannot run, too many items) and each problem of the resulting definition.
 */
export function definitionJsonFromTemplate(template: FormTemplateJson, list: readonly unknown[], file: string): { json: DefinitionJson; initialValues: Values } {
  const items = templateItems(template, list);
  const problems: Problem[] = [];
  const report = (pointer: string, message: string) => void problems.push({ file, pointer, message });
  if (items.length > template.maxItems) report('', `${items.length} items, at most ${template.maxItems}`);
  const properties: Record<string, FieldJson> = {};
  const required: string[] = [];
  const initialValues: Values = {};
  // Grouped lists are laid out as sections, one per group in list order (x-layout).
  const layout: { title: string; fields: string[] }[] = [];
  items.slice(0, template.maxItems).forEach((item, index) => {
    const at = `/items/${index}`;
    const name = resolve(template.item.name, item);
    const problem = nameProblem(name);
    if (problem) return report(at, `item ${problem}`);
    const key = name as string;
    if (Object.hasOwn(properties, key)) return report(at, `item name "${key}" is used twice`);
    const variant: FieldVariant | undefined = template.fields.find((v) => holds(v.when, item));
    if (!variant) return report(at, 'no field variant applies to the item');
    const field: Record<string, unknown> = {};
    for (const [keyword, source] of Object.entries(variant.field)) {
      const value = resolve(source, item);
      if (value !== undefined) field[keyword] = value;
    }
    if (typeof field.pattern === 'string') {
      const bad = patternProblem(field.pattern);
      if (bad) report(`${at}/pattern`, bad);
    }
    const param = resolve(template.item.param, item);
    if (param !== undefined && param !== key) field['x-param'] = String(param);
    const group = own(item, GROUP);
    if (typeof group === 'string' && group !== '') {
      const last = layout.at(-1);
      if (last?.title === group) last.fields.push(key);
      else layout.push({ title: group, fields: [key] });
    }
    properties[key] = field as FieldJson;
    if (variant.required) required.push(key);
    const raw = template.item.value.map((p) => own(item, p)).find(isSetValue);
    const start = startValue(properties[key]!.type, raw);
    if (start !== undefined) initialValues[key] = start as Scalar;
  });
  if (problems.length) throw new DefinitionError(problems);
  const json: DefinitionJson = {
    $schema: '../meta/definition.schema.json',
    title: template.title,
    type: 'object',
    properties,
    ...(required.length ? { required } : {}),
    ...(template['x-requiredMessage'] ? { 'x-requiredMessage': template['x-requiredMessage'] } : {}),
    ...(template['x-formMessage'] ? { 'x-formMessage': template['x-formMessage'] } : {}),
    ...(template['x-visibleTo'] ? { 'x-visibleTo': template['x-visibleTo'] } : {}),
    ...(template.groupedBy && items.length > 0 ? { 'x-layout': layout } : {}),
  } as DefinitionJson;
  return { json, initialValues };
}

/**
 * The form of a server list: the definition built from the template, checked like any definition (metaCheck false in
 * browsers, whose CSP forbids compiling the meta-schema), validated by the interpreting validator on both sides.
 */
export function formFromTemplate(template: FormTemplateJson, list: readonly unknown[], file: string, options: { metaCheck?: boolean } = {}): TemplateForm {
  const { json, initialValues } = definitionJsonFromTemplate(template, list, file);
  const loaded = loadDefinition(json, file, { metaCheck: options.metaCheck });
  const definition: Definition = { ...loaded, validator: interpretedValidator(loaded), listPayload: template.payload };
  return { definition, initialValues, template };
}
