// The virtual module of scripts/vite-plugin-definitions.ts (a script file: no top-level import, so this declares it).
declare module 'virtual:precompiled-definitions' {
  /** One definition checked and compiled at build time: its JSON and its ajv standalone validator. */
  export interface PrecompiledDefinition {
    /** The report code, or the file name for forms. */
    code: string;
    /** The path it was read from, relative to the project root (what loadDefinition is given). */
    file: string;
    json: import('@ombudsportalen/engine/browser').DefinitionJson;
    validate: import('@ombudsportalen/engine/browser').CompiledValidator;
  }
  export const precompiledDefinitions: Readonly<Record<string, PrecompiledDefinition>>;
  export default precompiledDefinitions;
}
