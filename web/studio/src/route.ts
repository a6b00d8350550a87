/**
 * The Studio's few screens as paths under /studio, with the History API (the server answers every
 * /studio path with the same page). Too small a need for a router library.
 */
import { useEffect, useState } from 'react';

/** `version` 0 is a new flow, not saved yet. */
export type Route =
  | { screen: 'flows' }
  | { screen: 'canvas'; flowId: string; version: number }
  | { screen: 'cases' }
  | { screen: 'case'; caseId: string }
  | { screen: 'monitoring' }
  | { screen: 'enrollment'; enrollmentId: string }
  | { screen: 'deliveries' };

const BASE = '/studio';

export function parseRoute(pathname: string): Route {
  if (/^\/studio\/cases\/?$/.test(pathname)) return { screen: 'cases' };
  if (/^\/studio\/monitoring\/?$/.test(pathname)) return { screen: 'monitoring' };
  if (/^\/studio\/monitoring\/deliveries\/?$/.test(pathname)) return { screen: 'deliveries' };
  const enrollment = /^\/studio\/monitoring\/enrollments\/([^/]+)\/?$/.exec(pathname);
  if (enrollment?.[1] !== undefined) return { screen: 'enrollment', enrollmentId: decodeURIComponent(enrollment[1]) };
  const review = /^\/studio\/cases\/([^/]+)\/?$/.exec(pathname);
  if (review?.[1] !== undefined) return { screen: 'case', caseId: decodeURIComponent(review[1]) };
  const m = /^\/studio\/flows\/([^/]+)\/versions\/([1-9]\d{0,8})\/?$/.exec(pathname);
  if (m?.[1] !== undefined && m[2] !== undefined)
    return { screen: 'canvas', flowId: decodeURIComponent(m[1]), version: Number(m[2]) };
  const fresh = /^\/studio\/flows\/([^/]+)\/new\/?$/.exec(pathname);
  if (fresh?.[1] !== undefined) return { screen: 'canvas', flowId: decodeURIComponent(fresh[1]), version: 0 };
  return { screen: 'flows' };
}

export function pathOf(route: Route): string {
  if (route.screen === 'cases') return `${BASE}/cases`;
  if (route.screen === 'case') return `${BASE}/cases/${encodeURIComponent(route.caseId)}`;
  if (route.screen === 'monitoring') return `${BASE}/monitoring`;
  if (route.screen === 'deliveries') return `${BASE}/monitoring/deliveries`;
  if (route.screen === 'enrollment') return `${BASE}/monitoring/enrollments/${encodeURIComponent(route.enrollmentId)}`;
  if (route.screen !== 'canvas') return `${BASE}/`;
  const flow = `${BASE}/flows/${encodeURIComponent(route.flowId)}`;
  return route.version === 0 ? `${flow}/new` : `${flow}/versions/${route.version}`;
}

const CHANGED = 'onward-route';

export function navigate(route: Route): void {
  window.history.pushState(null, '', pathOf(route));
  window.dispatchEvent(new Event(CHANGED));
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.pathname));
  useEffect(() => {
    const update = () => setRoute(parseRoute(window.location.pathname));
    window.addEventListener('popstate', update);
    window.addEventListener(CHANGED, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(CHANGED, update);
    };
  }, []);
  return route;
}
