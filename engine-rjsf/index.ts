// @ombudsportalen/engine-rjsf: a definition rendered by stock rjsf (@rjsf/core with any theme), validated and sent
// by the engine. Needs @rjsf/utils and @rjsf/validator-ajv8 (peer dependencies), beside @ombudsportalen/engine.
export type { AdapterEngine } from './engine-calls';
export { adapterCallsOf } from './engine-calls';
export { type RjsfForm, rjsfForm } from './rjsf-form';
