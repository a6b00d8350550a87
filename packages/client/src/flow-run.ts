/**
 * One end user's run through a flow, as an integration drives it: read the step, answer it by
 * meaning (roles, not generated ids), wait while background services run, go back, and tell when
 * and how it ended. The run keeps the session id and the current step, so each call answers the
 * step the service last showed.
 */
import { OnwardClientError } from './errors.js';
import { elementFor, formSubmitFor, type FormValues } from './form-values.js';
import type { FlowApi, FlowMode, KybSearchQuery, StepAnswer } from './flow-api.js';
import type { EndClient, EndStep, KybSearchResult, KybSearchStep, Step, SubmitPayload, UploadedFile } from './types.js';

export interface PendingOptions {
  /**
   * Wait on `pending` answers before returning (default true): poll the current step, each time
   * after the Retry-After the service sent, until another step comes or `timeoutMs` passes.
   */
  wait?: boolean;
  /** How long to wait in all (default 60 000 ms); then `pending_timeout`. */
  timeoutMs?: number;
  /**
   * Ask the service to hold submits until the next step is ready (`x-hf-retry-on-pending: true`,
   * up to its own limit, 30 s by default) instead of answering `pending` at once.
   */
  retryOnPending?: boolean;
  /** Poll interval when the service gives no Retry-After (default 1000 ms). */
  defaultIntervalMs?: number;
}

export interface FlowRunContext {
  flowId: string;
  mode: FlowMode;
  api: FlowApi;
  pending: PendingOptions;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
}

/** How a finished run ended: its END step and the end client's status then. */
export interface RunOutcome {
  end: EndStep;
  /** NOT_STARTED, IN_PROGRESS, PENDING_REVIEW, ACCEPTED, DECLINED or ABANDONED. */
  status: EndClient['status'];
  endNodeId: string | null;
  endClient: EndClient;
}

type StepOf<T extends Step['type']> = Extract<Step, { type: T }>;

export class FlowRun {
  readonly flowId: string;
  readonly mode: FlowMode;
  readonly sessionId: string;
  #step: Step;
  #retryAfterSeconds: number | undefined;
  readonly #context: FlowRunContext;

  private constructor(context: FlowRunContext, sessionId: string, first: StepAnswer) {
    this.#context = context;
    this.flowId = context.flowId;
    this.mode = context.mode;
    this.sessionId = sessionId;
    this.#step = first.step;
    this.#retryAfterSeconds = first.retryAfterSeconds;
  }

  /** Opens a run: a new session, or `sessionId`'s when resuming one. */
  static async open(context: FlowRunContext, sessionId?: string): Promise<FlowRun> {
    const first = await context.api.getStep(context.flowId, sessionId);
    const id = first.sessionId ?? sessionId;
    if (id === undefined)
      throw new OnwardClientError('no_session', `GET ${context.flowId} answered without an x-hf-session header`);
    const run = new FlowRun(context, id, first);
    await run.#settle();
    return run;
  }

  /** The step the service last answered. */
  get step(): Step {
    return this.#step;
  }

  /** True once the run reached its END step. */
  get ended(): boolean {
    return this.#step.type === 'end';
  }

  /** The END step, once the run has ended. */
  get end(): EndStep | undefined {
    return this.#step.type === 'end' ? this.#step : undefined;
  }

  /** Reads the current step again (GET /flow/{flowId}). */
  async refresh(): Promise<Step> {
    return this.#take(await this.#context.api.getStep(this.flowId, this.sessionId));
  }

  /** Answers the current form step with values keyed by role or normalizedName. */
  async submitForm(values: FormValues): Promise<Step> {
    const step = this.#expect('form');
    return this.submit(formSubmitFor(step, values));
  }

  /** Answers an sms step with the code the end user received. */
  async submitSmsCode(code: string): Promise<Step> {
    this.#expect('sms');
    return this.submit({ code });
  }

  /** Asks an sms step for a new code. */
  async resendSmsCode(): Promise<Step> {
    this.#expect('sms');
    return this.submit({ resend: true });
  }

  /** Searches the business registry of the current provider_kyb_search step. */
  async searchBusinesses(query: string, options: Omit<KybSearchQuery, 'q'> = {}): Promise<KybSearchResult[]> {
    this.#expect('provider_kyb_search');
    return this.#context.api.kybSearch(this.flowId, this.sessionId, { ...options, q: query });
  }

  /** Picks a search result (or its PrefillId) on the current provider_kyb_search step. */
  async selectBusiness(choice: string | Pick<KybSearchResult, 'PrefillId'>): Promise<Step> {
    this.#expect('provider_kyb_search');
    return this.submit({ PrefillId: typeof choice === 'string' ? choice : choice.PrefillId });
  }

  /** Says the business is not in the registry (only where the step's allowNotFound). */
  async businessNotFound(): Promise<Step> {
    const step: KybSearchStep = this.#expect('provider_kyb_search');
    if (!step.allowNotFound)
      throw new OnwardClientError('wrong_step', `provider_kyb_search step ${step.id} does not accept notFound`);
    return this.submit({ notFound: true });
  }

  /** Sends any of the 8 submit payloads as it is; the helpers above cover the usual steps. */
  async submit(payload: SubmitPayload): Promise<Step> {
    if (this.#step.type === 'pending' || this.#step.type === 'end')
      throw new OnwardClientError('wrong_step', `nothing to submit: the current step is ${this.#step.type}`);
    const answer = await this.#context.api.submit(
      this.flowId,
      this.sessionId,
      payload,
      this.#context.pending.retryOnPending === true,
    );
    return this.#take(answer);
  }

  /** Goes back one interactive step (GET /back/{flowId}). */
  async back(): Promise<Step> {
    return this.#take(await this.#context.api.back(this.flowId, this.sessionId));
  }

  /**
   * Uploads a file to the session; submit its `fileId` as the file element's value. `field` (a
   * role or normalizedName of the current form step) lets the service check the element's
   * accepted types and size now rather than at submit.
   */
  async uploadFile(
    content: Blob | Uint8Array | string,
    options: { fileName: string; type?: string; field?: string },
  ): Promise<UploadedFile> {
    const elementId = options.field !== undefined ? elementFor(this.#expect('form'), options.field).id : undefined;
    const blob =
      content instanceof Blob
        ? content
        : // A copy: Blob takes only views over a plain ArrayBuffer, and a Buffer may sit on a shared pool.
          new Blob(
            [typeof content === 'string' ? content : new Uint8Array(content)],
            options.type !== undefined ? { type: options.type } : undefined,
          );
    return this.#context.api.upload(this.flowId, this.sessionId, {
      content: blob,
      fileName: options.fileName,
      ...(elementId !== undefined ? { elementId } : {}),
    });
  }

  /**
   * Polls while the step is `pending`, honouring Retry-After, until another step comes. Fails
   * with `pending_timeout` when `timeoutMs` (default: the run's, 60 s) passes first.
   */
  async waitWhilePending(options: { timeoutMs?: number } = {}): Promise<Step> {
    const timeout = options.timeoutMs ?? this.#context.pending.timeoutMs ?? 60_000;
    const deadline = this.#context.now() + timeout;
    while (this.#step.type === 'pending') {
      const left = deadline - this.#context.now();
      if (left <= 0)
        throw new OnwardClientError(
          'pending_timeout',
          `flow ${this.flowId} session ${this.sessionId} was still pending after ${timeout} ms`,
        );
      const wait =
        this.#retryAfterSeconds !== undefined
          ? this.#retryAfterSeconds * 1000
          : (this.#context.pending.defaultIntervalMs ?? 1000);
      await this.#context.sleep(Math.min(wait, left));
      const answer = await this.#context.api.getStep(this.flowId, this.sessionId);
      this.#step = answer.step;
      this.#retryAfterSeconds = answer.retryAfterSeconds;
    }
    return this.#step;
  }

  /** The end client as the service keeps it (status, values, service results); needs client credentials. */
  async endClient(): Promise<EndClient> {
    return this.#context.api.endClient(this.sessionId);
  }

  /** How the run ended: its END step and the end client's status. Fails if it has not ended. */
  async outcome(): Promise<RunOutcome> {
    const end = this.#expect('end');
    const endClient = await this.endClient();
    return { end, status: endClient.status, endNodeId: endClient.endNodeId, endClient };
  }

  async #take(answer: StepAnswer): Promise<Step> {
    this.#step = answer.step;
    this.#retryAfterSeconds = answer.retryAfterSeconds;
    await this.#settle();
    return this.#step;
  }

  async #settle(): Promise<void> {
    if (this.#step.type === 'pending' && this.#context.pending.wait !== false) await this.waitWhilePending();
  }

  #expect<T extends Step['type']>(type: T): StepOf<T> {
    const step = this.#step;
    if (step.type !== type) {
      const hint =
        step.type === 'pending'
          ? ': a background service is still running, call waitWhilePending() first'
          : step.type === 'end'
            ? ': the run has ended'
            : '';
      throw new OnwardClientError('wrong_step', `the current step is ${step.type}, not ${type}${hint}`);
    }
    return step as StepOf<T>;
  }
}
