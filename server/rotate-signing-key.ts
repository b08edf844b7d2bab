// `npm run keys:rotate`: a new token signing key in the key file; the previous one stays for verification, so tokens it
// signed keep working until they expire. Running instances sharing the file sign with the new key within 30 s (no
// restart). Not for TOKEN_SIGNING_KEYS (there, put a new key first and keep the previous one second).
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config.js';
import { keyFilePath, rotateKeyFile } from './auth/signing-key-store.js';
import { SigningKeyError } from './auth/signing-key.js';

try {
  const config = loadConfig(process.env);
  const path = keyFilePath(config);
  if (config.signingKeys !== undefined || path === null) throw new ConfigError('The keys come from TOKEN_SIGNING_KEYS (or the database is in memory): there is no key file to rotate');
  if (!existsSync(path)) throw new ConfigError(`No key file at ${path}: start the server once to create it`);
  const [active, previous] = await rotateKeyFile(path);
  console.log(`${path}: signs with ${active?.kid}; ${previous?.kid} kept for verification. Running portals on this file sign with it within 30 s.`);
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof SigningKeyError)) throw error;
  console.error(`Key rotation failed: ${(error as Error).message}`);
  process.exit(1);
}
