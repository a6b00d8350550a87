/**
 * How every Studio screen loads what it shows. A lost sign-in (401) goes back to the sign-in
 * screen instead of showing an error; any other failure becomes the screen's error text.
 */
import { useEffect, useState, type DependencyList } from 'react';
import { ApiError } from './api.js';

/** The error text for a failed load, or undefined when the sign-in was lost (already handled). */
export function loadFailure(
  err: unknown,
  onSessionLost: () => void,
  failed: string,
  notFound?: string,
): string | undefined {
  if (err instanceof ApiError && err.status === 401) {
    onSessionLost();
    return undefined;
  }
  if (notFound !== undefined && err instanceof ApiError && err.status === 404) return notFound;
  return err instanceof Error ? err.message : failed;
}

/**
 * Loads again whenever `deps` change and keeps only the latest answer: a page the person has
 * already left answering late must not replace the one they are on. The last good value stays
 * shown beside an error.
 */
export function useLoad<T>(
  load: () => Promise<T>,
  deps: DependencyList,
  onSessionLost: () => void,
  failed: string,
): { value: T | undefined; error: string | undefined } {
  const [value, setValue] = useState<T>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let current = true;
    setError(undefined);
    load()
      .then((answer) => current && setValue(answer))
      .catch((err: unknown) => current && setError(loadFailure(err, onSessionLost, failed)));
    return () => {
      current = false;
    };
    // The caller's deps say when to load again; `load` is a new closure on every render.
  }, [...deps, onSessionLost, failed]);
  return { value, error };
}
