import { conditionFields } from '../conditions/condition';
import { vocabulary } from '../context/engine-scope';
import { MESSAGE_CODES } from '../model/message-catalogue';
import { optionModel, pointerToken, rangeNames } from '../model/expand-fields';
import { DEFAULT_MAX_LENGTH } from '../validation/field-rules';
import { formatInfo } from '../model/formats';
import { keywordKindProblems } from './keyword-kinds';
import type { Problem } from '../model/problem';
import type { AccessRule, Condition, DefinitionJson, FieldJson } from '../declarations.gen';

/** The rule codes x-messages may re-word (standard keywords and rule-<name> keywords). */
export const RULE_CODES = ['required', 'type', 'format', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'enum', 'optionRoles',
  'notAfter', 'notInFuture', 'beforeCurrent', 'minYear', 'sameAs', 'before', 'rangeOrder', 'rangeSpan'];

const DEFAULT_UNIT = {
  today: 'date', yesterday: 'date', currentWeek: 'week', previousWeek: 'week', currentMonth: 'month', previousMonth: 'month', currentYear: 'year', previousYear: 'year',
} as const;
const SPAN_UNIT = { days: 'date', weeks: 'week', months: 'month', years: 'year' } as const;

type Report = (pointer: string, message: string) => void;

/** Unknown roles or segments in a visibility, and the staff card's `target` / `self`, which never hold in a definition. */
export function checkVisibility(vis: AccessRule | undefined, at: string, report: Report): void {
  if (vis === undefined) return;
  const listed = vis.roles === undefined || vis.roles === '*' ? [] : Array.isArray(vis.roles) ? vis.roles
    : 'allRolesExcept' in vis.roles ? vis.roles.allRolesExcept : [];
  const rolesAt = Array.isArray(vis.roles) ? `${at}/roles` : `${at}/roles/allRolesExcept`;
  listed.forEach((r, i) => vocabulary().roles.includes(r) || report(`${rolesAt}/${i}`, `unknown role "${r}"`));
  vis.segments?.forEach((s, i) => vocabulary().segments.includes(s) || report(`${at}/segments/${i}`, `unknown segment "${s}"`));
  for (const key of ['target', 'self'] as const) {
    if (vis[key] !== undefined) report(`${at}/${key}`, `"${key}" is about another user (the staff card) and never holds in a definition`);
  }
  vis.anyOf?.forEach((v, i) => checkVisibility(v, `${at}/anyOf/${i}`, report));
  vis.allOf?.forEach((v, i) => checkVisibility(v, `${at}/allOf/${i}`, report));
  checkVisibility(vis.not, `${at}/not`, report);
}

/** A condition naming fields that do not exist (or the field itself), or testing a value its options lack. */
export function checkCondition(cond: Condition, at: string, names: Map<string, FieldJson>, self: string[], report: Report): void {
  for (const { field, pointer } of conditionFields(cond)) {
    if (!names.has(field)) report(`${at}${pointer}`, `condition refers to unknown field "${field}"`);
    else if (self.includes(field)) report(`${at}${pointer}`, `a field's condition cannot test the field itself`);
  }
  const walk = (c: Condition, p: string): void => {
    if (c.op === 'not') return walk(c.condition, `${p}/condition`);
    if (c.op === 'all' || c.op === 'any') return c.conditions.forEach((x, i) => walk(x, `${p}/conditions/${i}`));
    const options = names.get(c.field)?.['x-options']?.map((o) => optionModel(o).value);
    const tested = c.op === 'equals' ? [c.value] : c.op === 'oneOf' ? c.values : [];
    const tests = names.get(c.field);
    const wanted = tests?.type === 'boolean' ? 'boolean' : tests?.type === 'string' ? 'string' : 'number';
    if (tests) tested.forEach((v) => typeof v !== wanted && report(`${p}/${c.op === 'equals' ? 'value' : 'values'}`, `${JSON.stringify(v)} is a ${typeof v} but "${c.field}" holds ${wanted === 'boolean' ? 'true or false (a checkbox)' : `a ${wanted}`}: the condition can never hold`));
    tested.forEach((v) => options && !options.includes(v) && report(`${p}/${c.op === 'equals' ? 'value' : 'values'}`, `${JSON.stringify(v)} is not an option of "${c.field}"`));
  };
  walk(cond, at);
}

/** Meaning checks of each property: ranges, rule placement, references, options, defaults, messages, visibility. */
export function checkFields(json: DefinitionJson, names: Map<string, FieldJson>, report: Report): void {
  for (const [key, s] of Object.entries(json.properties)) {
    const at = `/properties/${pointerToken(key)}`;
    const range = rangeNames(key);
    const unit = formatInfo(s.format)?.unit;
    const self = range ?? [key];
    if (key.includes(':') && (!range || !range[0] || !range[1])) report(at, 'a range name must name two fields: FROM:TO');
    if (range && range[0] === range[1]) report(at, 'a range must name two different fields');
    if (range && !unit) report(`${at}/format`, 'a range needs format date, week, month or year');
    if (s['x-param'] !== undefined && Boolean(range) !== s['x-param'].includes(':')) {
      report(`${at}/x-param`, range ? 'a range is sent as two parameters: FROM:TO' : 'only a range is sent as FROM:TO');
    }
    if (!range) for (const k of ['x-maxSpan', 'x-rangeTitles'] as const) if (s[k] !== undefined) report(`${at}/${k}`, `${k} only applies to a range (A:B)`);
    const span = s['x-maxSpan'] && (Object.keys(s['x-maxSpan'])[0] as keyof typeof SPAN_UNIT);
    if (range && span && unit && SPAN_UNIT[span] !== unit) report(`${at}/x-maxSpan`, `${span} spans need format ${SPAN_UNIT[span]}, not ${s.format}`);
    keywordKindProblems(s, at, report);
    if (s.type === 'string' && !s['x-options'] && !s.readOnly && s.maxLength !== undefined && s.maxLength > DEFAULT_MAX_LENGTH) {
      report(`${at}/maxLength`, `text inputs hold at most ${DEFAULT_MAX_LENGTH} characters (part 2 §5): maxLength may only be lower`);
    }
    for (const k of ['x-sameAs', 'x-before'] as const) {
      const other = s[k];
      if (other !== undefined && (!names.has(other) || self.includes(other))) report(`${at}/${k}`, `${k} must name another field, not "${other}"`);
    }
    const computed = s['x-default'];
    if (computed === 'lastCompletePeriod' && !unit) report(`${at}/x-default`, 'lastCompletePeriod needs format date, week, month or year');
    else if (computed && computed !== 'none' && computed !== 'lastCompletePeriod' && DEFAULT_UNIT[computed] !== unit) report(`${at}/x-default`, `${computed} needs format ${DEFAULT_UNIT[computed]}`);
    checkOptions(s, at, report);
    for (const [rule, code] of Object.entries(s['x-messages'] ?? {})) {
      if (!RULE_CODES.includes(rule)) report(`${at}/x-messages/${pointerToken(rule)}`, `unknown rule "${rule}" (one of ${RULE_CODES.join(', ')})`);
      if (!MESSAGE_CODES.includes(code)) report(`${at}/x-messages/${pointerToken(rule)}`, `unknown message code "${code}"`);
    }
    checkVisibility(s['x-visibleTo'], `${at}/x-visibleTo`, report);
    if (s['x-condition']) checkCondition(s['x-condition'], `${at}/x-condition`, names, self, report);
  }
}

function checkOptions(s: FieldJson, at: string, report: Report): void {
  const seen = new Set<unknown>();
  s['x-options']?.forEach((o, i) => {
    const { value, authorizedRoles } = optionModel(o);
    if (seen.has(value)) report(`${at}/x-options/${i}`, `option value ${JSON.stringify(value)} is not unique`);
    seen.add(value);
    const kind = s.type === 'integer' ? 'number' : s.type;
    if (typeof value !== kind || (s.type === 'integer' && !Number.isInteger(value))) report(`${at}/x-options/${i}`, `option value ${JSON.stringify(value)} is not of type ${s.type}`);
    authorizedRoles?.forEach((r, j) => vocabulary().roles.includes(r) || report(`${at}/x-options/${i}/authorizedRoles/${j}`, `unknown role "${r}"`));
  });
}
