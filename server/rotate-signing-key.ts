// `npm run keys:rotate`: a new token signing key in the key file; the previous one stays for verification, so tokens it
// signed keep working until they expire. Running instances sharing the file sign with the new key within 30 s (no
// restart). With TOKEN_SIGNING_KEYS, `npm run --silent keys:rotate -- --env add|promote|drop` prints the variable's
// value for each step of a rolling rotation instead (docs/security.md, finding 10).
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config.js';
import { ENVIRONMENT_ROTATION_STEPS, keyFilePath, nextEnvironmentKeys, rotateKeyFile, type EnvironmentRotationStep } from './auth/signing-key-store.js';
import { SigningKeyError } from './signing-key-set.js';

// What the operator does once the printed value is rolled out to every instance.
const AFTER_STEP: Record<EnvironmentRotationStep, string> = {
  add: 'Set it on every instance and roll them all; then run this again with --env promote.',
  promote: 'Set it on every instance and roll them all; after 2 hours (the longest lifetime of anything signed: asset links) run this again with --env drop.',
  drop: 'Set it on every instance and roll them all: the rotation is done.',
};

function environmentStep(args: readonly string[]): EnvironmentRotationStep | undefined {
  const at = args.indexOf('--env');
  if (at === -1) return undefined;
  const step = args[at + 1];
  if (!(ENVIRONMENT_ROTATION_STEPS as readonly string[]).includes(step ?? '')) throw new ConfigError(`--env takes one of ${ENVIRONMENT_ROTATION_STEPS.join(', ')}`);
  return step as EnvironmentRotationStep;
}

try {
  const config = loadConfig(process.env);
  const step = environmentStep(process.argv.slice(2));
  if (step !== undefined) {
    if (config.signingKeys === undefined) throw new ConfigError('--env rotates TOKEN_SIGNING_KEYS, which is not set');
    const next = await nextEnvironmentKeys(step, config.signingKeys);
    // The value on stdout alone (it holds private keys: into the secret store, not a log); what to do next on stderr.
    process.stdout.write(`${JSON.stringify({ keys: next })}\n`);
    console.error(`TOKEN_SIGNING_KEYS for step "${step}": signs with ${next[0]?.kid}; verifies ${next.slice(1).map((k) => k.kid).join(', ') || 'nothing else'}. ${AFTER_STEP[step]}`);
  } else {
    const path = keyFilePath(config);
    if (config.signingKeys !== undefined) throw new ConfigError('The keys come from TOKEN_SIGNING_KEYS: run npm run --silent keys:rotate -- --env add (then promote, then drop)');
    if (path === null) throw new ConfigError('The database is in memory: there is no key file to rotate');
    if (!existsSync(path)) throw new ConfigError(`No key file at ${path}: start the server once to create it`);
    const [active, previous] = await rotateKeyFile(path);
    console.log(`${path}: signs with ${active?.kid}; ${previous?.kid} kept for verification. Running portals on this file sign with it within 30 s.`);
  }
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof SigningKeyError)) throw error;
  console.error(`Key rotation failed: ${(error as Error).message}`);
  process.exit(1);
}
