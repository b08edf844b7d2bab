import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's headless shell (package chromium-headless-shell: the same Blink and V8 as its chromium package, without the
 * desktop browser's UI layers), which Playwright itself uses for headless runs; the full browser where only that is
 * installed. CHROMIUM_PATH names another.
 */
const CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** Debian's Chromium (or CHROMIUM_PATH) with the flags this sandboxed, offline machine needs. */
export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = process.env.CHROMIUM_PATH ?? CANDIDATES.find((path) => existsSync(path)) ?? CANDIDATES[0]!;
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium saknas på ${executablePath}: installera Debian-paketet chromium-headless-shell eller sätt CHROMIUM_PATH.`);
  }
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
      // A test's pages live seconds: V8's optimising tiers never paid back their compiling (docs/decisions/test-time.md).
      '--js-flags=--no-opt --no-maglev',
    ],
  };
}
