import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.js';

/** Parses one JSON-text field into an object, answering 400 with the field's path when it is not one. */
function jsonObjectText(text: string, field: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw HttpError.badRequest({ [field]: ['Not a valid JSON.'] });
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw HttpError.badRequest({ [field]: ['Must be a JSON object.'] });
  return value as Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Route `preValidation` for `POST /api/v1/report/` and `PUT /api/v1/report/{pk}`: Superset answers
 * `validator_config_json` and `recipients[].recipient_config_json` as JSON text, so clients that
 * send back what they read post strings; those become the objects the body schema checks. An
 * empty string is an empty object; text that is not a JSON object answers 400.
 */
export async function reportJsonTextFields(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (!isRecord(body)) return;
  const validator = body['validator_config_json'];
  if (typeof validator === 'string') body['validator_config_json'] = validator.trim() === '' ? {} : jsonObjectText(validator, 'validator_config_json');
  const recipients = body['recipients'];
  if (!Array.isArray(recipients)) return;
  recipients.forEach((recipient: unknown, index) => {
    if (!isRecord(recipient)) return;
    const config = recipient['recipient_config_json'];
    if (typeof config === 'string') {
      recipient['recipient_config_json'] = config.trim() === '' ? {} : jsonObjectText(config, `recipients.${index}.recipient_config_json`);
    }
  });
}
