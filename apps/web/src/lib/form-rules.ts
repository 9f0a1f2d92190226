import type { ValidationDetail } from '@app/contracts';

/**
 * Runs a contracts (zod) field schema as an AntD form rule, so the web shows
 * exactly the server's validation messages (EXAMPLES §3). Only the shape the
 * rule needs is typed, which keeps zod itself out of this file.
 */
export type FieldSchema = {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
};

/** Translates an errors-namespace message key such as 'validation.max20'. */
export type MessageTranslator = (key: string) => string;

/** An AntD rule validating `value` with `schema`; empty input counts as missing. */
export const schemaRule = (schema: FieldSchema, translate: MessageTranslator) => ({
  validator: async (_rule: unknown, value: unknown) => {
    const input = typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value;
    const result = schema.safeParse(input);
    if (!result.success) throw new Error(translate(result.error.issues[0]?.message ?? 'validation.invalidValue'));
  },
});

/** Server validation details (resultData.details) as AntD field errors, for the form's own fields. */
export const toFieldErrors = <Field extends string>(details: readonly ValidationDetail[], fieldNames: readonly Field[]) =>
  details
    .filter((detail): detail is ValidationDetail & { path: Field } => (fieldNames as readonly string[]).includes(detail.path))
    .map((detail) => ({ name: detail.path, errors: [detail.message] }));
