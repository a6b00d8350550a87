/**
 * What every flow bench submits (bench/flow/run-data.json, also read by server.mjs for the
 * floor's recorded views): the three forms of examples/flows/onboarding-basic.json, and the consent
 * box, whose element id is learnt from the view that shows it.
 */
import { readFileSync } from 'node:fs';

interface RunData {
  flowId: string;
  forms: Array<Record<string, unknown>>;
  /** The box's element name, the answer whose view shows it, the form it is submitted with, and its value. */
  consent: { element: string; after: number; on: number; value: string[] };
}

export const runData = JSON.parse(readFileSync(new URL('./run-data.json', import.meta.url), 'utf8')) as RunData;

/** The data of form `i`, with the consent box once its id is known. */
export function formData(i: number, consentId: string): Record<string, unknown> {
  const data: Record<string, unknown> = { ...runData.forms[i] };
  if (i === runData.consent.on) data[consentId] = runData.consent.value;
  return data;
}

/** The consent box's element id in a step view (the one answering form `consent.after`). */
export function consentIdIn(view: unknown): string {
  const elements = (view as { elements?: Array<{ id: string; name: string }> }).elements ?? [];
  return elements.find((e) => e.name === runData.consent.element)?.id ?? '';
}
