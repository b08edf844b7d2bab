import type { ErrorSchema, RJSFSchema, RJSFValidationError, ValidationData, ValidatorType } from '@rjsf/utils';
import type { ValidationResult, Values } from '../../engine/browser';

/**
 * An rjsf ValidatorType backed by the definition engine, so rjsf never compiles a schema with ajv at run time (the
 * portal's CSP has no 'unsafe-eval'). `validate` is the engine's validateValues, whose validator is precompiled in
 * the built SPA.
 */
export function engineValidator(validate: (values: Values) => ValidationResult): ValidatorType<Values> {
  return {
    validateFormData(formData): ValidationData<Values> {
      const { errors } = validate(formData ?? {});
      return {
        errors: errors.map((e): RJSFValidationError => ({ name: e.code, property: `.${e.field}`, message: e.message, stack: `${e.field}: ${e.message}` })),
        errorSchema: Object.fromEntries(errors.map((e) => [e.field, { __errors: [e.message] }])) as ErrorSchema<Values>,
      };
    },
    // rjsf asks this only to choose if/then, anyOf and oneOf branches; the schemas it gets from toRjsfForm have none
    // (visibility is the engine's), so there is never anything to decide.
    isValid: (_schema: RJSFSchema) => true,
    rawValidation: () => ({ errors: [] }),
  };
}
