// `ombud-engine <command>` (the engine package's bin): the CLI on a host repository's own schemas/ folder, with the
// host's role vocabulary read from --vocabulary <file> or ombud-engine.json in the working folder (none: no role known).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type VocabularyJson, createEngine, vocabularyFromJson } from '../index';
import { main } from './main';

const argv = process.argv.slice(2);
const at = argv.indexOf('--vocabulary');
const path = resolve(at >= 0 ? (argv[at + 1] ?? '') : 'ombud-engine.json');
if (at >= 0) argv.splice(at, 2);
const engine = createEngine({ vocabulary: vocabularyFromJson(existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as VocabularyJson) : {}) });
process.exitCode = await main(argv, undefined, { engine });
