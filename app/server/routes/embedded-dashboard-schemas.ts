import { MAX_ALLOWED_DOMAIN_LENGTH, MAX_ALLOWED_DOMAINS } from '../services/embedded-domains.js';

/** JSON Schemas of the embedding API and guest tokens, after Superset's `EmbeddedDashboardConfig`, `EmbeddedDashboardResponseSchema` and `GuestTokenCreate`. */

/** `POST` / `PUT /api/v1/dashboard/{id_or_slug}/embedded`. The shape of each entry is checked by the service, whose message says what is wrong. */
export const EMBEDDED_CONFIG_BODY = {
  type: 'object',
  required: ['allowed_domains'],
  additionalProperties: false,
  properties: {
    allowed_domains: { type: 'array', maxItems: MAX_ALLOWED_DOMAINS, items: { type: 'string', minLength: 1, maxLength: MAX_ALLOWED_DOMAIN_LENGTH } },
  },
} as const;

/** `{result}` of the embedding routes. */
export const EMBEDDED_RESULT_RESPONSE = {
  type: 'object',
  properties: {
    result: {
      type: 'object',
      properties: {
        uuid: { type: 'string' },
        allowed_domains: { type: 'array', items: { type: 'string' } },
        dashboard_id: { type: 'string' },
        changed_on: { type: 'string' },
        changed_by: {
          type: 'object',
          properties: { id: { type: 'integer' }, username: { type: 'string' }, first_name: { type: 'string' }, last_name: { type: 'string' } },
        },
      },
    },
  },
} as const;

/** `/api/v1/embedded_dashboard/{uuid}`. */
export const EMBEDDED_UUID_PARAMS = {
  type: 'object',
  required: ['uuid'],
  properties: { uuid: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const shortText = { type: 'string', maxLength: 255 } as const;

/** `POST /api/v1/security/guest_token/`: who the guest is, the dashboards it opens and the row filters it carries. */
export const GUEST_TOKEN_BODY = {
  type: 'object',
  required: ['resources', 'rls'],
  additionalProperties: false,
  properties: {
    user: {
      type: 'object',
      additionalProperties: false,
      properties: { username: shortText, first_name: shortText, last_name: shortText },
    },
    resources: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        type: 'object',
        required: ['type', 'id'],
        additionalProperties: false,
        properties: { type: { enum: ['dashboard'] }, id: { type: 'string', minLength: 1, maxLength: 255 } },
      },
    },
    rls: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        required: ['clause'],
        additionalProperties: false,
        properties: { dataset: { type: 'integer', minimum: 1 }, clause: { type: 'string', minLength: 1, maxLength: 10_000 } },
      },
    },
  },
} as const;

export const GUEST_TOKEN_RESPONSE = { type: 'object', properties: { token: { type: 'string' } } } as const;
