import { type CodeKeywordDefinition, type KeywordCxt, Name, _ } from 'ajv';
import { type RuleName, ruleRuntime } from './rule-runtime';

/**
 * The module specifier standalone validators import the rule runtime from. A build maps it to
 * engine/validation/rule-runtime.ts (compileDefinitionStandalone's resolveImport, or a bundler alias).
 */
export const RULE_RUNTIME_SPECIFIER = 'ombudsportalen-engine/rule-runtime';

const THIS = new Name('this'); // with passContext the validator's `this` is the RuleContext

// Code-generating keywords (not `validate` functions): ajv standalone can only emit those. The emitted call
// references the runtime function by value at run time and by `require(specifier).ruleRuntime.<name>` in standalone code.
function ruleKeyword(name: RuleName, type?: ('string' | 'number' | 'boolean')[]): CodeKeywordDefinition {
  return {
    keyword: `rule-${name}`,
    ...(type ? { type } : {}),
    code(cxt: KeywordCxt) {
      const fn = cxt.gen.scopeValue('func', {
        ref: ruleRuntime[name],
        code: _`require(${RULE_RUNTIME_SPECIFIER}).ruleRuntime.${new Name(name)}`,
      });
      cxt.fail(_`!${fn}(${cxt.data}, ${cxt.schemaValue}, ${cxt.it.parentData}, ${THIS})`);
    },
  };
}

/** The ajv keywords of every rule, registered on runtime and standalone ajv instances alike. */
export const ruleKeywords: CodeKeywordDefinition[] = [
  ruleKeyword('notAfter', ['string']),
  ruleKeyword('notInFuture', ['string']),
  ruleKeyword('beforeCurrent', ['string']),
  ruleKeyword('minYear', ['string']),
  ruleKeyword('sameAs'),
  ruleKeyword('before', ['string']),
  ruleKeyword('rangeOrder', ['string']),
  ruleKeyword('rangeSpan', ['string']),
  ruleKeyword('optionRoles', ['string', 'number', 'boolean']),
  ruleKeyword('personalNumber', ['string']),
  ruleKeyword('visibleTo'),
];
