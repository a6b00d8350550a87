#!/usr/bin/env node
// An integration written with @onward/client, run against the demo (`npm start`): it runs the
// `onboarding-screened` flow end to end, printing each step. The person's details go in by role
// (first_name, dob, ...), never by the generated element ids; the company form is filled from
// the business prefill search (autocomplete, then the registry record); the background screening
// and business verification answer `pending`, which the run waits out as Retry-After says.
//
//   npm start                                 (in another terminal: the service with the demo)
//   node examples/integration.mjs [base-url]  (default http://localhost:8080, where npm start listens)
//
// ONWARD_CLIENT_ID / ONWARD_CLIENT_SECRET override the demo's published credentials.
import { createOnwardClient, OnwardApiError } from '@onward/client';

const baseUrl = process.argv[2] ?? process.env.ONWARD_URL ?? 'http://localhost:8080';
const onward = createOnwardClient({
  baseUrl,
  credentials: {
    clientId: process.env.ONWARD_CLIENT_ID ?? 'demo-client',
    clientSecret: process.env.ONWARD_CLIENT_SECRET ?? 'demo-secret-change-me',
  },
});

// A person on no watchlist, and a company the demo's UK Companies House sample lists as active.
const PERSON = { first_name: 'Margit', last_name: 'Oddveigsdottir-Quist', dob: '1988-04-02', nationality: 'NO' };
const COMPANY_TYPED = { country: 'GB', name: 'taste of tusc' };

/** One line per step: its type, id and what it asks for. */
function describe(step) {
  switch (step.type) {
    case 'form':
      return `form "${step.id}" (${step.title ?? ''}): ${step.elements
        .filter((e) => e.type !== 'spacing' && e.type !== 'plain_text')
        .map((e) => e.role ?? e.normalizedName ?? e.id)
        .join(', ')}`;
    case 'end':
      return `end "${step.id}": ${step.text ?? ''}`;
    default:
      return `${step.type}${'id' in step ? ` "${step.id}"` : ''}`;
  }
}

async function main() {
  // Wait on pending steps ourselves, so each one is printed.
  const run = await onward.flows.start('onboarding-screened', { pending: { wait: false } });
  console.log(`session ${run.sessionId}`);
  let n = 0;
  for (;;) {
    const step = run.step;
    console.log(`step ${++n}: ${describe(step)}`);
    if (step.type === 'end') break;
    if (step.type === 'pending') {
      await run.waitWhilePending({ timeoutMs: 60_000 });
    } else if (step.type === 'form' && step.id === 'personal') {
      await run.submitForm(PERSON);
    } else if (step.type === 'form' && step.id === 'company') {
      const [best] = await onward.businesses.search({ ...COMPANY_TYPED, limit: 1 });
      if (best === undefined) throw new Error(`no registry match for "${COMPANY_TYPED.name}"`);
      const record = await onward.businesses.prefill(best.PrefillId);
      console.log(`  registry: ${record.CompanyName} (${record.BusinessRegistrationNumber}), ${record.City}`);
      await run.submitForm({
        company_name: record.CompanyName,
        company_nr: record.BusinessRegistrationNumber,
        company_country_incorporation: record.CountryCode,
        company_city: record.City,
      });
    } else {
      throw new Error(`this example does not answer ${describe(step)}`);
    }
  }
  const outcome = await run.outcome();
  console.log(`outcome: ${outcome.status} at ${outcome.endNodeId}`);
}

try {
  await main();
} catch (err) {
  console.error(err instanceof OnwardApiError ? err.toString() : err);
  process.exitCode = 1;
}
