import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every SPA feature has the same inner layout (docs/architecture.md "SPA"): a newcomer finds a feature's calls, pages,
// hooks and texts in the same place in each. This fails when a file lands outside it.
const root = new URL('../../', import.meta.url).pathname;
const FEATURES = 'src/features/';

/** The folders a feature may have; only components/ may group its files in one level of subfolders (by page). */
const FOLDERS = ['api', 'components', 'hooks'];
/** The SPA's backend clients: a feature calls them from api/ only (their types may be named anywhere). */
const BACKEND_CLIENT = /import (?!type )[^;]*from '(?:\.\.\/)+api\/(?:endpoint|http-client|versioned-fetch)'/;
const IMPORTS_REACT = /from 'react'/;

/** `file: what is wrong` for each feature file (path under src/features/<area>/) outside the layout. */
export function layoutProblems(files: Iterable<{ file: string; text: string }>): string[] {
  const problems: string[] = [];
  for (const { file, text } of files) {
    const [, , area, ...rest] = file.split('/');
    const name = rest.at(-1) ?? '';
    const folder = rest.length > 1 ? (rest[0] ?? '') : '';
    const say = (what: string) => problems.push(`${file}: ${what}`);
    if (area === undefined || rest.length === 0) continue;
    if (folder !== '' && !FOLDERS.includes(folder)) say(`${folder}/ is not one of ${FOLDERS.join(', ')}`);
    else if (rest.length > (folder === 'components' ? 3 : 2)) say(`too deep (only components/ has one level of subfolders)`);
    if (name.endsWith('.tsx') && folder !== 'components') say('a component lives under components/');
    if (folder === 'hooks' && !/^use[A-Z]\w*\.ts$/.test(name)) say('a hook file is named after its hook (useX.ts)');
    if (name.endsWith('-texts.ts') && folder !== '') say('texts live at the feature root');
    if ((folder === '' || folder === 'api') && IMPORTS_REACT.test(text)) say('only components/ and hooks/ use React');
    if (folder !== 'api' && BACKEND_CLIENT.test(text)) say('backend calls live under api/');
    if (name === 'index.ts') say('no barrels: src/app imports a page module by its path');
  }
  return problems;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else yield path;
  }
}

describe('the inner layout of src/features', () => {
  it('every feature keeps api/, components/, hooks/, its texts and plain modules at the root', () => {
    const files = [...sourceFiles(join(root, FEATURES))].map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(layoutProblems(files)).toEqual([]);
  });

  it('names each kind of misplaced file', () => {
    const file = (path: string, text = '') => ({ file: `${FEATURES}${path}`, text });
    expect(layoutProblems([
      file('a/api/a-api.ts', "import { callEndpoint } from '../../../api/endpoint';"),
      file('a/components/page/APage.tsx', "import { useState } from 'react';"),
      file('a/hooks/useA.ts', "import { useState } from 'react';"),
      file('a/a-texts.ts'),
      file('a/a-model.ts'),
      file('a/shared/thing.ts'),
      file('a/components/page/deeper/X.tsx'),
      file('a/hooks/deeper/useX.ts'),
      file('a/APage.tsx'),
      file('a/hooks/use-a.ts'),
      file('a/api/b-texts.ts'),
      file('a/a-rules.ts', "import { useMemo } from 'react';"),
      file('a/api/b-api.ts', "import { useEffect } from 'react';"),
      file('a/components/Calls.tsx', "import { apiFetch } from '../../../api/http-client';"),
      file('a/a-save.ts', "import { callVersioned } from '../../api/versioned-fetch';"),
      file('a/index.ts'),
      file('a/components/Typed.tsx', "import type { Versioned } from '../../../api/versioned-fetch';"),
    ])).toEqual([
      `${FEATURES}a/shared/thing.ts: shared/ is not one of api, components, hooks`,
      `${FEATURES}a/components/page/deeper/X.tsx: too deep (only components/ has one level of subfolders)`,
      `${FEATURES}a/hooks/deeper/useX.ts: too deep (only components/ has one level of subfolders)`,
      `${FEATURES}a/APage.tsx: a component lives under components/`,
      `${FEATURES}a/hooks/use-a.ts: a hook file is named after its hook (useX.ts)`,
      `${FEATURES}a/api/b-texts.ts: texts live at the feature root`,
      `${FEATURES}a/a-rules.ts: only components/ and hooks/ use React`,
      `${FEATURES}a/api/b-api.ts: only components/ and hooks/ use React`,
      `${FEATURES}a/components/Calls.tsx: backend calls live under api/`,
      `${FEATURES}a/a-save.ts: backend calls live under api/`,
      `${FEATURES}a/index.ts: no barrels: src/app imports a page module by its path`,
    ]);
  });
});
