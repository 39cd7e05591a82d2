/** The part of autocannon's programmatic API the server benchmark uses (the package has no types). */
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total?: number;
  }
  /** One request of `requests`: setupRequest may draw a different one each time it is sent. */
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    requests?: Request[];
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
