// The part of autocannon's programmatic API the load bench and the memory probe use (the package ships no types).
declare module 'autocannon' {
  export interface Request { method?: string; path?: string; headers?: Record<string, string>; body?: string }
  export interface Options {
    url: string; connections?: number; duration?: number; headers?: Record<string, string>; method?: string; body?: string;
    /** Requests to send before stopping (then duration is ignored). */
    amount?: number;
    /** Each request is built by setupRequest from the previous one. */
    requests?: { setupRequest?: (request: Request) => Request }[];
  }
  export interface Result {
    requests: { average: number; total: number }; non2xx: number; errors: number; timeouts: number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
