// The engine's browser entry (@ombudsportalen/engine/browser): what the SPA may use. Nothing here compiles a schema at
// run time (ajv's compiler, the meta-schema check): definitions come precompiled (docs/architecture.md "Bundles").
// What depends on the application's settings is a method of createEngine()'s instance; the rest is exported as is.

export type { EngineContext, Segment, SessionContext } from './context/engine-context';
export { stockholmToday } from './context/engine-context';
export type { RuleContext } from './context/rule-context';
export { ruleContextOf } from './context/rule-context';
export type { EngineVocabulary, PasswordFormat } from './context/vocabulary';
export { type VocabularyJson, vocabularyFromJson } from './context/vocabulary-json';
export type { Engine, EngineCompilers, EngineOptions } from './engine';
export { createEngine } from './engine';
export { addDays, dayMs } from './context/periods';

export type { Values } from './conditions/condition';
export { evaluateCondition } from './conditions/evaluate-condition';
export { conditionToSchema } from './conditions/condition-schema';

export type * from './declarations.gen';
export type { CompiledValidator, Definition, FieldModel, OptionModel, RangeEnd } from './model/definition';
export type { Problem } from './model/problem';
export { DefinitionError, formatProblem } from './model/problem';
export type { LoadOptions } from './load/load-definition';

export { type DayBounds, dayBounds } from './form-model/day-bounds';
export type { FieldOption } from './form-model/field-options';

export type { MessageCode } from './model/message-catalogue';
export { messageCatalogue, swedishNumber } from './model/message-catalogue';
export type { FormatName } from './model/formats';
export { FORMAT_NAMES } from './model/formats';
export type { ValidationError, ValidationResult } from './validation/validate-values';
export { DEFAULT_MAX_LENGTH } from './validation/field-rules';

export type { ParamEntry, TransformOp } from './transforms/transform-library';
export { transformLibrary } from './transforms/transform-library';
export type { NormalizerName } from './transforms/input-normalizers';
export { NORMALIZER_NAMES } from './transforms/input-normalizers';
export type { PreparedReport, ReportOptions } from './payload/report-request';
export type { ReportParameter, ReportRequest, ReportWire, WireProblem, WireReading, WireTools } from './payload/report-wire';
export { NEUTRAL_REPORT_WIRE } from './payload/report-wire';
export type { DecodedFormBody } from './payload/decode-form-body';
export { decodeFormBody } from './payload/decode-form-body';
export { REPORT_CONTENT_TYPES, reportFileName } from './payload/report-file';

export { BUILTIN_PARAMETERS, DATASET_DEFAULTS } from './dataset/dataset-json';
export type { SqlValue } from './dataset/bind-dataset';
export { datasetParameters } from './dataset/bind-dataset';
export { periodEnd, periodStart } from './dataset/period-bounds';
export { namedParameters, sqlProblems, withoutLiterals } from './dataset/sql-guard';
export { splitTopLevel, sqlTokens, topLevelClauses } from './dataset/sql-clauses';

export type { FormFieldModel, FormModel } from './form-model/to-form-model';
export type { FormSection } from './form-model/form-sections';

export type { TemplateForm, TemplateItem } from './templates/definition-from-template';
export type { SafePattern } from './validation/safe-pattern';
export { MAX_PATTERN_INPUT, MAX_PATTERN_LENGTH } from './validation/safe-pattern';

export type { AccessFacts } from './conditions/access-rule';
export { accessRuleHolds } from './conditions/access-rule';
export type { ApiContracts, HttpMethod, NamedContractFile } from './api/contract-json';
export type { ApiContractFile, EndpointJson, ShapeJson } from './api/declarations.gen';
export { mergeContracts, pathParameterNames, successStatus } from './api/contract-json';
