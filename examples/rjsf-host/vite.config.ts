import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A host's own build: the engine comes by its package name (here the repository's workspace link resolves it).
export default defineConfig({ plugins: [react()], base: './', build: { chunkSizeWarningLimit: 5000 }, logLevel: 'warn' });
