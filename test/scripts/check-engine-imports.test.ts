import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module script without types
import { findForbiddenEngineImports } from '../../scripts/check-engine-imports.mjs';

function engineWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'engine-imports-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('the engine import rule', () => {
  it('passes the real engine folder', () => {
    expect(findForbiddenEngineImports()).toEqual([]);
  });

  it.each([
    ["import React from 'react';"],
    ["import { Button } from '@mui/material';"],
    ["import Fastify from 'fastify';"],
    ["import { apiFetch } from '../src/api/http-client';"],
    ["import { buildApp } from '../../server/app';"],
    ["import Form from '@rjsf/core';"],
  ])('rejects %s', (line) => {
    const dir = engineWith({ 'a/b.ts': `${line}\nexport const x = 1;\n` });
    const problems: string[] = findForbiddenEngineImports(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(':1: ');
  });

  it('allows ajv and relative engine imports', () => {
    const dir = engineWith({ 'a.ts': "import Ajv from 'ajv';\nimport { x } from './b';\n" });
    expect(findForbiddenEngineImports(dir)).toEqual([]);
  });
});
