// Decodes the environment against the schema, one variable at a time, so every bad value is
// reported at once rather than the first one only.
import { TransformDecodeError, Value } from '@sinclair/typebox/value';
import { EnvSchema, type EnvName, type EnvValues } from './schema/index.js';
import { EnvProblem } from './schema/kinds.js';

export type Env = Record<string, string | undefined>;

export interface Decoded {
  values: EnvValues;
  problems: string[];
  /** Variables whose value was refused; they hold their default so later checks can still run. */
  failed: ReadonlySet<EnvName>;
}

function problemsOf(name: string, err: unknown): string[] {
  const cause = err instanceof TransformDecodeError ? err.error : err;
  // Anything but an EnvProblem is a bug in a decoder: let it surface as one.
  if (!(cause instanceof EnvProblem)) throw err;
  return cause.problems.map((p) => (p.startsWith(':') ? `${name}${p}` : `${name} ${p}`));
}

export function decodeEnv(env: Env): Decoded {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  const failed = new Set<EnvName>();
  for (const name of Object.keys(EnvSchema.properties) as EnvName[]) {
    const schema = EnvSchema.properties[name];
    const fallback = typeof schema.default === 'string' ? schema.default : undefined;
    const given = env[name];
    try {
      values[name] = Value.Decode(schema, given === undefined || given === '' ? fallback : given);
    } catch (err) {
      problems.push(...problemsOf(name, err));
      failed.add(name);
      values[name] = Value.Decode(schema, fallback);
    }
  }
  // Each key was decoded by its own schema above, so the record has exactly EnvValues' shape.
  return { values: values as EnvValues, problems, failed };
}
