// The part of autocannon's programmatic API the load bench uses (the package ships no types).
declare module 'autocannon' {
  interface Options { url: string; connections?: number; duration?: number; headers?: Record<string, string>; method?: string }
  interface Result { requests: { average: number }; non2xx: number; errors: number; timeouts: number }
  export default function autocannon(options: Options): Promise<Result>;
}
