// rate-limiter-flexible's own files, imported by path: the base class its README tells a new store to extend (the
// package's index exports only the finished limiters) and its result class, without loading every limiter.
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract' {
  import { RateLimiterStoreAbstract } from 'rate-limiter-flexible';
  export default RateLimiterStoreAbstract;
}

declare module 'rate-limiter-flexible/lib/RateLimiterRes' {
  import { RateLimiterRes } from 'rate-limiter-flexible';
  export default RateLimiterRes;
}
