/**
 * The reviewed list of places where the sandbox knowingly differs from WB's OpenAPI snapshot
 * (2026-07-22/23, `../shared/wb-openapi`), each with the reason — almost always a later WB
 * change listed in docs/wb-notes.md#2026-changes. Everything not listed here must conform. An entry
 * that no longer matches anything fails the conformance test, so the list stays minimal.
 */

export interface AllowEntry {
  /** `METHOD /host/path` as the sandbox routes it (WB's path template). */
  endpoint: string;
  reason: string;
  /** The method is newer than the snapshot: its answer is not validated. */
  notInSpec?: true;
  /** Validate the spec's `oneOf` as `anyOf` (its branches overlap, so no answer passes `oneOf`). */
  oneOfAsAnyOf?: true;
  /** Validation errors accepted: instance path (regex) and ajv keyword. */
  errors?: { instancePath: RegExp; keyword: string }[];
}

export const ALLOW_LIST: AllowEntry[] = [
  {
    endpoint: 'POST /analytics/api/analytics/v1/order-feed',
    reason: 'Order feed added 06.08.2026 (docs/wb-notes.md#2026-changes), after the snapshot.',
    notInSpec: true,
  },
  {
    endpoint: 'POST /analytics/api/analytics/v1/stocks-report/seller-warehouses',
    reason: 'Stock report for seller warehouses added 24.08.2026 (docs/wb-notes.md#2026-changes).',
    notInSpec: true,
  },
  ...[
    'POST /supplies/api/supplies/v1/drafts',
    'GET /supplies/api/supplies/v1/drafts',
    'POST /supplies/api/supplies/v1/drafts/{draftId}/items',
    'GET /supplies/api/supplies/v1/drafts/{draftId}/items',
    'DELETE /supplies/api/supplies/v1/drafts/{draftId}/items',
    'DELETE /supplies/api/supplies/v1/drafts/{draftId}',
  ].map((endpoint): AllowEntry => ({
    endpoint,
    reason: 'FBW supply drafts API added 10.09.2026 (docs/wb-notes.md#2026-changes).',
    notInSpec: true,
  })),
  {
    endpoint: 'GET /common/api/v1/tariffs/commission',
    reason:
      "The spec's oneOf lists the RF answer and country variants whose branches do not exclude " +
      'each other (only the first forbids extra fields), so an RF answer matches several branches.',
    oneOfAsAnyOf: true,
  },
];
