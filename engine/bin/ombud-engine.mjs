#!/usr/bin/env node
// The engine's CLI for a host repository (`ombud-engine check [dir|files…]`, `ombud-engine payload …`): the engine
// ships TypeScript, which tsx runs.
import { register } from 'tsx/esm/api';

register();
await import('../cli/bin.ts');
