// Every test project runs as the portal does: the engine knows the portal's roles and segments (src/main.tsx,
// server/app.ts), and outside the DOM projects Node's compilers are installed (server/app.ts, scripts/schemas.ts).
import { installNodeCompilers } from '../engine/index';
import { installPortalVocabulary } from '../portal/engine-vocabulary';

installPortalVocabulary();
if (typeof window === 'undefined') installNodeCompilers();
