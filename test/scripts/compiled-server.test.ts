// Issue 38 §1: `npm start` runs the server compiled to JavaScript (dist-server/), built when its sources are newer, as
// the SPA is. The compiled server starts on a database of its own and answers a login; the staleness check rebuilds
// after a source change. Waits on events (the server's start line), not sleeps.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { login, me } from '../../scripts/fleet/portal-client';
// @ts-expect-error plain ES module script without types
import { ensureServerBuild } from '../../scripts/prerequisites.mjs';
// @ts-expect-error plain ES module script without types
import { COMPILED_SERVER_ARGS, isServerBuildStale, SERVER_BUILD_ENTRY } from '../../scripts/server-build.mjs';

const root = new URL('../..', import.meta.url).pathname;

describe('isServerBuildStale: dist-server/server.js against the server sources', () => {
  let dir = '';
  const at = (path: string, seconds: number) => {
    const when = new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));
    utimesSync(join(dir, path), when, when);
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'server-build-'));
    for (const folder of ['server/db', 'portal', 'engine', 'schemas/reports', 'src', 'dist-server']) mkdirSync(join(dir, folder), { recursive: true });
    for (const file of ['server/server.ts', 'server/db/migrate.ts', 'portal/index.ts', 'engine/index.ts', 'schemas/reports/r.json', 'src/main.tsx', 'package-lock.json']) {
      writeFileSync(join(dir, file), '');
      at(file, 0);
    }
    for (const folder of ['server/db', 'server', 'portal', 'engine', 'schemas/reports', 'schemas', 'src']) at(folder, 0);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('no build yet: stale', () => {
    expect(isServerBuildStale(dir)).toBe(true);
  });

  it('a build newer than every source is current; a source or schema changed after it makes it stale again', () => {
    writeFileSync(join(dir, SERVER_BUILD_ENTRY), '');
    at(SERVER_BUILD_ENTRY, 10);
    expect(isServerBuildStale(dir)).toBe(false);
    at('server/db/migrate.ts', 20);
    expect(isServerBuildStale(dir)).toBe(true);
    at('server/db/migrate.ts', 0);
    at('server/db', 0);
    at('schemas/reports/r.json', 20);
    expect(isServerBuildStale(dir)).toBe(true);
  });

  it('a change to the SPA alone (src/) leaves the server build current', () => {
    writeFileSync(join(dir, SERVER_BUILD_ENTRY), '');
    at(SERVER_BUILD_ENTRY, 10);
    at('src/main.tsx', 20);
    expect(isServerBuildStale(dir)).toBe(false);
  });
});

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    }).on('error', fail);
  });
}

describe('the compiled server', () => {
  const dbDir = mkdtempSync(join(tmpdir(), 'compiled-server-'));
  let server: ChildProcess | undefined;
  afterAll(() => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    rmSync(dbDir, { recursive: true, force: true });
  });

  it('starts with node alone (no tsx), warms its compiled render worker, is ready and logs a demo user in', async () => {
    await ensureServerBuild(root);
    expect(isServerBuildStale(root)).toBe(false);
    // Stack traces point at the TypeScript sources.
    expect((JSON.parse(readFileSync(join(root, `${SERVER_BUILD_ENTRY}.map`), 'utf8')) as { sources: string[] }).sources).toContain('../server/server.ts');

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, COMPILED_SERVER_ARGS as string[], {
      cwd: root, stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH, NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port),
        DATABASE_PATH: join(dbDir, 'portal.db'), PUBLIC_ORIGIN: url,
      },
    });
    let output = '';
    await new Promise<void>((done, fail) => {
      server!.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
      server!.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Demokonton: se README.md')) done(); // the start's last line
      });
      server!.on('exit', (code) => fail(new Error(`the compiled server ended before it listened (exit ${code}):\n${output}`)));
    });
    // Migrations and seed files were found beside their sources: the demo data is there.
    expect(output).toMatch(/Databasen vid start: [1-9]\d* migreringar körda, [1-9]\d* användare/);

    const ready = await fetch(`${url}/health/ready`);
    expect(ready.status).toBe(200);
    const session = await login(url, '1001_MGR', { origin: url });
    const answer = await me(url, session);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('1001_MGR');
  }, 120_000);
});
