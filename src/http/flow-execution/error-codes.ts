/**
 * The catalogue codes the flow execution routes can answer, grouped by where they come from, so
 * each route's documented errors are the union of the groups it goes through.
 */
import type { ErrorCode } from '../../errors/index.js';

/**
 * Opening the flow and its session (src/sessions/runtime.ts, session-header.ts): unknown flow
 * (4000), session missing, malformed or unknown (4100) or of another flow (4101), test version not
 * runnable (4017), end client abandoned (4109), a bad x-hf-language (4400); an authenticated
 * flow's token missing, invalid or expired (4031, 4011, 4012); a concurrent change (4409).
 */
export const OPEN_CODES: readonly ErrorCode[] = [4000, 4017, 4100, 4101, 4109, 4400, 4011, 4012, 4031, 4409];

/** A background service failed; reported once on the next call (src/engine/types.ts ServiceErrorCode). */
export const SERVICE_CODES: readonly ErrorCode[] = [4009, 4200, 4201, 4202, 4203, 4205, 6504, 6505];

/**
 * What the engine refuses in a submit (src/engine/types.ts EngineErrorCode), and the integration
 * steps' token (4031); a built-in document step's side that is not a photo (4016) or too large (4413);
 * a built-in OCR step's submit naming no file or several (4209); a subsequent root's submit (4102);
 * a flow_connector step's submit that does not name its ended connected run (4470).
 */
export const SUBMIT_CODES: readonly ErrorCode[] = [
  4002, 4006, 4007, 4008, 4013, 4014, 4015, 4016, 4102, 4209, 4413, 4470, 5300, 5301, 5302,
];

/** Going back: nothing to go back to (4103), or the flow has ended (4013). */
export const BACK_CODES: readonly ErrorCode[] = [4103, 4013];
