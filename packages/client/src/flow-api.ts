/**
 * The flow execution operations a FlowRun needs, over the typed transport. Live and test versions
 * are the same operations under two paths (`/flow/...` and `/test/flow/...`); the choice is made
 * here once, so the run itself never builds a URL.
 */
import type { Transport } from './http.js';
import type { EndClient, KybSearchResult, Language, Step, SubmitPayload, UploadedFile } from './types.js';

export type FlowMode = 'live' | 'test';

/** A step answer with what its headers said. */
export interface StepAnswer {
  step: Step;
  /** `x-hf-session`: the session the answer belongs to (new when the request had none). */
  sessionId: string | undefined;
  /** `Retry-After` on pending: seconds before polling again is worthwhile. */
  retryAfterSeconds: number | undefined;
}

export interface KybSearchQuery {
  q: string;
  limit?: number;
  city?: string;
  state?: string;
}

export interface FileUpload {
  content: Blob;
  fileName: string;
  elementId?: string;
}

export interface FlowApi {
  getStep(flowId: string, sessionId: string | undefined): Promise<StepAnswer>;
  submit(flowId: string, sessionId: string, payload: SubmitPayload, retryOnPending: boolean): Promise<StepAnswer>;
  back(flowId: string, sessionId: string): Promise<StepAnswer>;
  kybSearch(flowId: string, sessionId: string, query: KybSearchQuery): Promise<KybSearchResult[]>;
  upload(flowId: string, sessionId: string, file: FileUpload): Promise<UploadedFile>;
  endClient(endClientId: string): Promise<EndClient>;
}

function answer(step: Step, response: Response): StepAnswer {
  const retry = response.headers.get('retry-after');
  return {
    step,
    sessionId: response.headers.get('x-hf-session') ?? undefined,
    retryAfterSeconds: retry !== null && /^\d+$/.test(retry.trim()) ? Number(retry.trim()) : undefined,
  };
}

export function flowApi(transport: Transport, mode: FlowMode, language: Language | undefined): FlowApi {
  const { api, call } = transport;
  const lang = language !== undefined ? { 'x-hf-language': language } : {};
  const test = mode === 'test';
  return {
    async getStep(flowId, sessionId) {
      const init = {
        params: {
          path: { flowId },
          header: { ...lang, ...(sessionId !== undefined ? { 'x-hf-session': sessionId } : {}) },
        },
      };
      const { data, response } = await call('GET', () =>
        test ? api.GET('/test/flow/{flowId}', init) : api.GET('/flow/{flowId}', init),
      );
      return answer(data, response);
    },
    async submit(flowId, sessionId, payload, retryOnPending) {
      const init = {
        params: {
          path: { flowId },
          header: {
            ...lang,
            'x-hf-session': sessionId,
            ...(retryOnPending ? { 'x-hf-retry-on-pending': 'true' as const } : {}),
          },
        },
        body: payload,
      };
      const { data, response } = await call('POST', () =>
        test ? api.POST('/test/submit/{flowId}', init) : api.POST('/submit/{flowId}', init),
      );
      return answer(data, response);
    },
    async back(flowId, sessionId) {
      const init = { params: { path: { flowId }, header: { ...lang, 'x-hf-session': sessionId } } };
      const { data, response } = await call('GET', () =>
        test ? api.GET('/test/back/{flowId}', init) : api.GET('/back/{flowId}', init),
      );
      return answer(data, response);
    },
    async kybSearch(flowId, sessionId, query) {
      const { q, limit, city, state } = query;
      const init = {
        params: {
          path: { flowId },
          header: { 'x-hf-session': sessionId },
          // Query parameters are text on the wire; the document types `limit` as such.
          query: {
            q,
            ...(limit !== undefined ? { limit: String(limit) } : {}),
            ...(city !== undefined ? { city } : {}),
            ...(state !== undefined ? { state } : {}),
          },
        },
      };
      const { data } = await call('GET', () =>
        test ? api.GET('/test/kyb-search/{flowId}', init) : api.GET('/kyb-search/{flowId}', init),
      );
      return data.results;
    },
    async upload(flowId, sessionId, file) {
      const form = new FormData();
      form.append('file', file.content, file.fileName);
      if (file.elementId !== undefined) form.append('elementId', file.elementId);
      const init = {
        params: { path: { flowId }, header: { 'x-hf-session': sessionId } },
        // The document types a binary part as a string; the multipart body itself is built above,
        // and openapi-fetch sends a FormData body as it is.
        body: { file: file.fileName, ...(file.elementId !== undefined ? { elementId: file.elementId } : {}) },
        bodySerializer: () => form,
      };
      const { data } = await call('POST', () =>
        test ? api.POST('/test/file/{flowId}', init) : api.POST('/file/{flowId}', init),
      );
      return data;
    },
    async endClient(endClientId) {
      const init = { params: { path: { endClientId } } };
      const { data } = await call('GET', () =>
        test ? api.GET('/test/end-clients/{endClientId}', init) : api.GET('/end-clients/{endClientId}', init),
      );
      return data;
    },
  };
}
