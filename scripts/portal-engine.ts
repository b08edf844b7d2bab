// The Node engine and the portal's vocabulary as one module: the build (vite-plugin-definitions) loads both through one
// tsx import, so the vocabulary is installed in the same engine instance that compiles the definitions.
export * from '../engine/index';
export { installPortalVocabulary } from '../portal/engine-vocabulary';
