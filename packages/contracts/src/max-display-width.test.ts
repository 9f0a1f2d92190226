import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxDisplayWidth } from './common';
import { AddFeedbackBodySchema } from './feedback';
import { CertificationCompanyBodySchema } from './organisation';
import { PerfectInfoBodySchema } from './accounts';

// Spec §5: "string length counts double-width characters as 2".
describe(maxDisplayWidth.name, () => {
  const name20 = z.string().max(20, { error: 'validation.max20' }).superRefine(maxDisplayWidth(20, 'validation.max20'));

  it.each([
    ['a'.repeat(20), true],
    ['王'.repeat(10), true],
    ['王'.repeat(11), false],
    [`${'王'.repeat(9)}ab`, true],
    [`${'王'.repeat(9)}abc`, false],
    ['Ａ'.repeat(11), false], // full-width Latin letters are double-width too
  ])('%j within 20 columns: %s', (value, passes) => {
    expect(name20.safeParse(value).success).toBe(passes);
  });

  it('reports a too_big issue with the given message key, once', () => {
    const issues = name20.safeParse('王'.repeat(11)).error?.issues;
    expect(issues).toEqual([expect.objectContaining({ code: 'too_big', origin: 'string', maximum: 20, message: 'validation.max20' })]);
    expect(name20.safeParse('a'.repeat(21)).error?.issues).toHaveLength(1);
  });

  it('leaves the generic length message (with its maximum) when no key is given', () => {
    const [issue] = z.string().max(30).superRefine(maxDisplayWidth(30)).safeParse('王'.repeat(16)).error?.issues ?? [];
    expect(issue).toMatchObject({ code: 'too_big', maximum: 30 });
  });
});

describe('schemas with spec §5 display-width limits', () => {
  const certification = { name: 'Chan', phone: '+85291234567', userCompanyName: 'Harbour', job: 'Partner', type: '2', filePath: '00000000-0000-4000-8000-000000000000' };
  const feedback = { name: 'Chan', phone: '+85291234567', content: 'Hello' };

  it.each([
    ['certification name', CertificationCompanyBodySchema, { ...certification, name: '王'.repeat(11) }, 'name'],
    ['certification phone', CertificationCompanyBodySchema, { ...certification, phone: '１'.repeat(11) }, 'phone'],
    ['certification company (30)', CertificationCompanyBodySchema, { ...certification, userCompanyName: '王'.repeat(16) }, 'userCompanyName'],
    ['certification position', CertificationCompanyBodySchema, { ...certification, job: '王'.repeat(11) }, 'job'],
    ['feedback name', AddFeedbackBodySchema, { ...feedback, name: '王'.repeat(11) }, 'name'],
    ['feedback company', AddFeedbackBodySchema, { ...feedback, company: '王'.repeat(11) }, 'company'],
    ['feedback position', AddFeedbackBodySchema, { ...feedback, job: '王'.repeat(11) }, 'job'],
    ['feedback detail (200)', AddFeedbackBodySchema, { ...feedback, content: '王'.repeat(101) }, 'content'],
    ['profile name', PerfectInfoBodySchema, { name: '王'.repeat(11) }, 'name'],
  ])('%s counts double-width characters as 2', (_label, schema: z.ZodType, body, path) => {
    const result = schema.safeParse(body);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([path]);
  });

  it.each([
    ['certification', CertificationCompanyBodySchema, { ...certification, name: 'a'.repeat(20), job: '王'.repeat(10), userCompanyName: '王'.repeat(15) }],
    ['feedback', AddFeedbackBodySchema, { ...feedback, name: 'a'.repeat(20), company: '王'.repeat(10), content: '王'.repeat(100) }],
  ])('%s accepts values exactly at the limit', (_label, schema: z.ZodType, body) => {
    expect(schema.safeParse(body).success).toBe(true);
  });
});
