// The stored form of a session state: exactly JSON.stringify's output for a state built in the
// engine's key order, with each submission's JSON remembered. Submissions never change once made
// and every later state carries them along, so re-serialising them on every request was the
// larger part of writing a session.
import type { SessionState, Submission } from '../engine/types.js';

const submissionJson = new WeakMap<Submission, string>();

function submissionsJson(submissions: Record<string, Submission>): string {
  let out = '{';
  for (const key of Object.keys(submissions)) {
    const submission = submissions[key]!;
    let json = submissionJson.get(submission);
    if (json === undefined) {
      json = JSON.stringify(submission);
      submissionJson.set(submission, json);
    }
    out += `${out.length > 1 ? ',' : ''}${JSON.stringify(key)}:${json}`;
  }
  return `${out}}`;
}

export function stateJson(s: SessionState): string {
  return (
    `{"formatVersion":${s.formatVersion},"flowId":${JSON.stringify(s.flowId)},"version":${s.version},"status":${JSON.stringify(s.status)}` +
    `,"position":${JSON.stringify(s.position)},"history":${JSON.stringify(s.history)},"submissions":${submissionsJson(s.submissions)}` +
    `,"prefill":${JSON.stringify(s.prefill)},"serviceResults":${JSON.stringify(s.serviceResults)},"nextRunId":${s.nextRunId}` +
    (s.smsSends !== undefined ? `,"smsSends":${JSON.stringify(s.smsSends)}` : '') +
    (s.prefillLocks !== undefined ? `,"prefillLocks":${JSON.stringify(s.prefillLocks)}` : '') +
    (s.subsequentOf !== undefined ? `,"subsequentOf":${JSON.stringify(s.subsequentOf)}` : '') +
    (s.ownerOf !== undefined ? `,"ownerOf":${JSON.stringify(s.ownerOf)}` : '') +
    (s.trail !== undefined ? `,"trail":${JSON.stringify(s.trail)}}` : '}')
  );
}
