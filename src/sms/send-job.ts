/**
 * The worker side of sms steps: makes the code (crypto.randomInt), sends it through the gateway
 * outside any transaction, and reports `sms_sent` with a salted hash, or `sms_failed`. The plain
 * code lives only in this function and the SMS. A gateway failure is not retried here: whether a
 * timed-out SMS went out is unknown, and the user asks for a new code (resend) instead.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Logger } from 'pino';
import type { JobQueue } from '../jobs/queue.js';
import { smsCodeHash } from '../engine/sms-code.js';
import { SMS_JOB, type FlowRuntime, type SmsJobData } from '../sessions/runtime.js';
import type { SmsGateway } from './gateway.js';

export interface SmsJobDeps {
  queue: JobQueue;
  runtime: Pick<FlowRuntime, 'finishService'>;
  gateway: SmsGateway;
  logger: Logger;
  now: () => number;
  /** The key codes are hashed under; the engine checks submitted codes with the same one. */
  codeKey: Uint8Array;
}

export function makeCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

export async function startSmsWorker(deps: SmsJobDeps, concurrency = 4): Promise<void> {
  await deps.queue.work<SmsJobData>(
    SMS_JOB,
    async (job) => {
      const { sessionId, nodeId, sendId, phoneNumber, message, codeLength } = job.data;
      const code = makeCode(codeLength);
      const salt = randomBytes(16).toString('hex');
      const result = await deps.gateway.send(phoneNumber, message.replaceAll('{code}', code));
      if (!result.ok)
        deps.logger.warn({ sessionId, nodeId, code: result.code, reason: result.message }, 'SMS code not sent');
      await deps.runtime.finishService(
        sessionId,
        result.ok
          ? { type: 'sms_sent', nodeId, sendId, hash: smsCodeHash(deps.codeKey, salt, code), salt, at: deps.now() }
          : { type: 'sms_failed', nodeId, sendId, code: result.code, message: result.message },
      );
    },
    { concurrency },
  );
}
