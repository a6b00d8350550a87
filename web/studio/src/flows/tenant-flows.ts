/**
 * The tenant's flows as the editor knows them, for the settings that name another flow (the owner
 * verification's person flow): loaded once per opened canvas, shared with the forms below it, and
 * `undefined` until they arrive (or when they cannot), so nothing is called unknown before the list
 * is there to say so.
 */
import { createContext, useContext, useEffect, useState } from 'react';
import { api, type FlowSummary } from '../api.js';

export const TenantFlowsContext = createContext<readonly FlowSummary[] | undefined>(undefined);

/** Fetches the list; the editor calls it and hands the answer down through TenantFlowsContext. */
export function useLoadTenantFlows(): readonly FlowSummary[] | undefined {
  const [flows, setFlows] = useState<readonly FlowSummary[]>();
  useEffect(() => {
    let live = true;
    api.flows().then(
      (f) => live && setFlows(f),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return flows;
}

export const useTenantFlows = (): readonly FlowSummary[] | undefined => useContext(TenantFlowsContext);
