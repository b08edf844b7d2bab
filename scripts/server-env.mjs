// The environment production's start path (scripts/start.mjs) gives the server process, also used by `npm run
// bench:soak` so the soak measures what production runs. MALLOC_ARENA_MAX=2: glibc otherwise keeps a malloc arena per
// thread (V8's compiler threads, the libuv pool that hashes passwords, sharp/libvips) at its high-water mark, and the
// resident memory creeps up under load without any leak (docs/security.md "Memory (finding 11)"). An explicit value in
// the environment wins.
export const SERVER_ENV = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };
