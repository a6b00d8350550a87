/**
 * `true` exactly when A and B are the same type. Mutual assignability is too loose (an optional
 * property on one side passes), so this compares how each would be inferred, which only identical
 * types agree on. Route schemas use it to prove they describe a shared interface.
 */
// The rule below flags T as used once, but the unused-looking parameter is the whole trick.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export type SameType<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
