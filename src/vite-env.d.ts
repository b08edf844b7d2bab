/// <reference types="vite/client" />
/** The portal version from package.json, injected at build time. */
declare const __APP_VERSION__: string;
