/** Response schemas and serialisation shared by every route module. */
import { Type } from '@sinclair/typebox';

export const ErrorResponse = Type.Object(
  {
    code: Type.Integer(),
    message: Type.String(),
    details: Type.Optional(
      Type.Array(
        Type.Object(
          {
            field: Type.Optional(Type.String()),
            reason: Type.String(),
            message: Type.String(),
          },
          { additionalProperties: true },
        ),
      ),
    ),
  },
  { $id: 'ErrorResponse', description: 'Error body of the flow API; see docs/errors.md for codes and statuses' },
);

export const errorResponses = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  422: ErrorResponse,
} as const;

/**
 * Serialises a response as it is. Routes whose bodies are open-ended (steps, screening hits,
 * records) use it so their schemas document the shape without filtering fields out.
 */
export const rawSerializer = () => (data: unknown) => (typeof data === 'string' ? data : JSON.stringify(data));
