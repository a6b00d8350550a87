/** Request and response schemas of the direct screening API (PascalCase, as the monitoring callback). */
import { Type } from '@sinclair/typebox';

const DATE = '^\\d{4}(-\\d{2}-\\d{2})?$';

export const ScreeningSubject = Type.Object(
  {
    FirstName: Type.Optional(Type.String({ maxLength: 200 })),
    LastName: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    DateOfBirth: Type.Optional(Type.String({ pattern: DATE, description: 'YYYY-MM-DD, or a bare year' })),
    Country: Type.Optional(Type.String({ maxLength: 100, description: 'ISO 3166-1 alpha-2 code or country name' })),
  },
  { additionalProperties: false },
);

const Hits = Type.Object({}, { additionalProperties: true });

export const ScreeningResult = Type.Object(
  {
    MonitoringResult: Type.Object({
      WatchlistState: Type.Union([Type.Literal('No Hit'), Type.Literal('Potential Hit')]),
      WatchlistData: Type.Union([
        Type.Object({ num_WL_hits: Type.Integer(), num_AM_hits: Type.Integer(), num_PEP_hits: Type.Integer() }),
        Type.Null(),
      ]),
      WatchlistFullName: Type.String(),
      WatchlistHitDetails: Type.Union([
        Type.Object({ WL_results: Type.Array(Hits), AM_results: Type.Array(Hits), PEP_results: Type.Array(Hits) }),
        Type.Null(),
      ]),
    }),
    Provenance: Type.Array(
      Type.Object({ ListName: Type.String(), Version: Type.String(), PublishedAt: Type.String() }),
    ),
  },
  { $id: 'ScreeningResult' },
);

export const MAX_BATCH = 1000;
