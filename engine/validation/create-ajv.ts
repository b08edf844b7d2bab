import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { FORMAT_NAMES, formatInfo } from '../model/formats';
import { ruleKeywords } from './rule-keywords';

/** The one ajv setup of compiled validators; `standalone` adds the source code ajv standalone needs (ESM). */
export function createValidationAjv(standalone: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true, // every field's first error, not just the form's first
    passContext: true, // rule keywords read `this` (RuleContext)
    messages: false, // texts come from the message catalogue
    strictTypes: false, // `if` subschemas test properties without repeating type: object
    code: { source: standalone, esm: standalone },
  });
  addFormats(ajv, ['date', 'email']);
  for (const name of FORMAT_NAMES) {
    const regexp = formatInfo(name)?.regexp;
    if (regexp) ajv.addFormat(name, regexp);
  }
  for (const keyword of ruleKeywords) ajv.addKeyword(keyword);
  return ajv;
}
