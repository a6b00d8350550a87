/**
 * Imports a module of the built dist/ (what `npm start` runs; run-bench.mjs builds it first),
 * typed as its TypeScript source. Benchmarks time the shipped JavaScript, not the TypeScript
 * loader's on-the-fly output (which, for one, wraps every closure in a naming helper).
 */
export function shipped<M>(path: string): Promise<M> {
  return import(new URL(`../../dist/${path}`, import.meta.url).href) as Promise<M>;
}
