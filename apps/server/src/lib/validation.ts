import type { Locale, ValidationDetail } from '@app/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { hasMessage, translate } from '../i18n/translate';

/** Thrown by the validator compiler; carries zod's issues and the validated input. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly input: unknown,
  ) {
    super('Request validation failed');
  }
}

/** Fastify validator compiler for zod schemas: returns parsed values or a RequestValidationError. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues, data) };
  };

const valueAt = (input: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<PropertyKey, unknown>)[key] : undefined), input);

const fieldLabel = (locale: Locale, path: PropertyKey[]): string => {
  const name = path.length ? String(path[path.length - 1]) : 'body';
  return hasMessage(`fields.${name}`) ? translate(locale, `fields.${name}`) : name;
};

/** Message key and parameters for one issue: the schema's own key, else one by issue kind. */
const describeIssue = (issue: z.core.$ZodIssue, input: unknown): { key: string; params: Record<string, string | number> } => {
  if (issue.message.startsWith('validation.') && hasMessage(issue.message)) {
    return { key: issue.message, params: {} };
  }
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(input, issue.path) === undefined
        ? { key: 'validation.required', params: {} }
        : { key: 'validation.invalidType', params: { expected: `types.${issue.expected}` } };
    case 'too_big':
      return issue.origin === 'string'
        ? { key: 'validation.tooLong', params: { max: Number(issue.maximum) } }
        : { key: 'validation.tooBig', params: { max: Number(issue.maximum) } };
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? { key: 'validation.required', params: {} }
          : { key: 'validation.tooShort', params: { min: Number(issue.minimum) } };
      }
      return { key: 'validation.tooSmall', params: { min: Number(issue.minimum) } };
    case 'invalid_format':
      return { key: 'validation.invalidFormat', params: {} };
    case 'unrecognized_keys':
      return { key: 'validation.unknownField', params: {} };
    default:
      return { key: 'validation.invalidValue', params: {} };
  }
};

/**
 * Turns zod issues into `details: [{ path, message }]` in the request's
 * language; each message names its field.
 */
export const describeValidationIssues = (locale: Locale, issues: z.core.$ZodIssue[], input: unknown): ValidationDetail[] =>
  issues.map((issue) => {
    const { key, params } = describeIssue(issue, input);
    const expected = typeof params.expected === 'string' ? translate(locale, params.expected) : undefined;
    const field = fieldLabel(locale, issue.path);
    return {
      path: issue.path.map(String).join('.') || 'body',
      message: translate(locale, key, { ...params, ...(expected ? { expected } : {}), field }),
    };
  });
