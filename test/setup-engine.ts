// Every test project runs as the portal does: the engine knows the portal's roles and segments (src/main.tsx, server/app.ts).
import { installPortalVocabulary } from '../portal/engine-vocabulary';

installPortalVocabulary();
