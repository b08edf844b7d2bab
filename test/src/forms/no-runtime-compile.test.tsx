import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type CompiledValidator, RULE_RUNTIME_SPECIFIER } from '@ombudsportalen/engine';
import { browserJson } from '../../../scripts/vite-plugin-definitions';
import { renderForm } from './helpers';
import { testEngine } from '../../setup-engine';

const { compileDefinitionStandalone, loadDefinition } = testEngine;

const ROOT = join(import.meta.dirname, '../../..');
// Inside the project (Vitest serves no files outside it), outside node_modules (so it is transformed), removed after.
const TMP = mkdtempSync(join(import.meta.dirname, '.validators-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

// What the build and builtInDefinition do for the SPA: standalone validator, browser JSON, no meta-schema check.
async function precompiled(code: string) {
  const file = `schemas/reports/${code}.json`;
  const json = JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Record<string, unknown>;
  // Absolute imports: the temporary folder has no node_modules of its own (the build resolves the same names).
  const resolve = createRequire(join(ROOT, 'package.json')).resolve;
  const runtime = join(ROOT, 'engine/validation/rule-runtime.ts');
  const source = compileDefinitionStandalone(loadDefinition(json, file), { resolveImport: (s) => (s === RULE_RUNTIME_SPECIFIER ? runtime : resolve(s)) });
  const module = join(TMP, `${code}.validate.mjs`);
  writeFileSync(module, source);
  const { validate } = (await import(/* @vite-ignore */ pathToFileURL(module).href)) as { validate: CompiledValidator };
  return loadDefinition(browserJson(json), file, { metaCheck: false, validator: validate });
}

describe("SchemaForm under a CSP without 'unsafe-eval'", () => {
  it('validates, shows errors and submits a precompiled definition without compiling a schema', async () => {
    const definition = await precompiled('EKOROM12');
    // ajv's one schema compiler (the `new Function` a CSP without 'unsafe-eval' blocks): it must not run from here on.
    const ajvCompiler = createRequire(import.meta.url)('ajv/dist/compile/index.js') as { compileSchema: () => unknown };
    const compile = vi.spyOn(ajvCompiler, 'compileSchema').mockImplementation(() => {
      throw new EvalError('blocked, as by the portal CSP');
    });
    const onSubmit = vi.fn();
    const { user } = renderForm({ definition, onSubmit, context: { roles: ['RETAIL'], segment: 'AGENCY', agencyNumber: '', today: '2024-03-15' } });
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(screen.getByText('Måste fyllas i')).toBeTruthy(); // RETAIL types the agency number
    await user.type(screen.getByLabelText(/Ombudsnummer/), '12345');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ P_FOM: '2024-03-14', P_TOM: '2024-03-14', P_OMBUDNR: '12345' });
    expect(compile).not.toHaveBeenCalled();
  });
});
