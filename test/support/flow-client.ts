/** A small client for the flow execution API, as an integrator would write one. */
export interface StepAnswer {
  status: number;
  session: string | null;
  retryAfter: string | null;
  body: Record<string, unknown> & { type?: string; code?: number; elements?: Array<Record<string, unknown>> };
}

export function flowClient(baseUrl: string, prefix = '') {
  async function call(
    method: string,
    path: string,
    session?: string | null,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<StepAnswer> {
    const res = await fetch(`${baseUrl}${prefix}${path}`, {
      method,
      headers: {
        ...(session ? { 'x-hf-session': session } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return {
      status: res.status,
      session: res.headers.get('x-hf-session'),
      retryAfter: res.headers.get('retry-after'),
      body: text ? (JSON.parse(text) as StepAnswer['body']) : {},
    };
  }
  return {
    get: (flowId: string, session?: string | null, headers?: Record<string, string>) =>
      call('GET', `/flow/${flowId}`, session, undefined, headers),
    submit: (flowId: string, session: string | null, data: unknown, headers?: Record<string, string>) =>
      call('POST', `/submit/${flowId}`, session, data, headers),
    back: (flowId: string, session: string | null, headers?: Record<string, string>) =>
      call('GET', `/back/${flowId}`, session, undefined, headers),
    /** POST /file/{flowId}: one file as multipart, optionally for an element (or a document step's id). */
    async upload(flowId: string, session: string, content: Buffer, name: string, elementId?: string) {
      const form = new FormData();
      form.append('file', new Blob([content]), name);
      if (elementId !== undefined) form.append('elementId', elementId);
      const res = await fetch(`${baseUrl}${prefix}/file/${flowId}`, {
        method: 'POST',
        body: form,
        headers: { 'x-hf-session': session },
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> & { code?: number } };
    },
    /** Polls the current step until it is no longer pending. */
    async until(flowId: string, session: string, timeoutMs = 15_000): Promise<StepAnswer> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const step = await call('GET', `/flow/${flowId}`, session);
        if (step.body.type !== 'pending' || Date.now() > deadline) return step;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

/** Element id of the element with this role in a form step. */
export function idOf(step: StepAnswer, role: string): string {
  const el = step.body.elements?.find((e) => e.role === role);
  if (!el) throw new Error(`no element with role ${role} in ${JSON.stringify(step.body)}`);
  return el.id as string;
}
