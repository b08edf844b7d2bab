import { precompiledDefinitions } from 'virtual:precompiled-definitions';
import { type Definition } from '@ombudsportalen/engine/browser';
import { spaEngine } from './engine';

const { loadDefinition } = spaEngine;

const loaded = new Map<string, Definition>();

/** The codes of every definition built into the SPA (reports by report code, forms by file name). */
export function definitionCodes(): string[] {
  return Object.keys(precompiledDefinitions);
}

/**
 * A definition built into the SPA, loaded once with its precompiled validator. The meta-schema check is skipped:
 * the build already ran it, and it would compile with `new Function`, which the CSP forbids.
 */
export function builtInDefinition(code: string): Definition {
  let def = loaded.get(code);
  if (!def) {
    const entry = precompiledDefinitions[code];
    if (!entry) throw new Error(`No built-in definition "${code}"`);
    def = loadDefinition(entry.json, entry.file, { metaCheck: false, validator: entry.validate });
    loaded.set(code, def);
  }
  return def;
}
