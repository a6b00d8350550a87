/** The tenant's flows for the forms that name another flow (owners' person flow, connected and subsequent flows). */
import { useEffect, useState } from 'react';
import { api, type FlowSummary } from '../api.js';

/** The tenant's flows, as the flows screen lists them; empty until they arrive (or if they cannot). */
export function useFlows(): FlowSummary[] {
  const [flows, setFlows] = useState<FlowSummary[]>([]);
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
