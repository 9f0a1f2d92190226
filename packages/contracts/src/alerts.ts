import { z } from 'zod';

/** POST /au/alerts/followPerson, /unfollowPerson: a director (any directorship of the person). */
export const FollowPersonBodySchema = z.object({ directorId: z.string().uuid({ error: 'validation.invalidValue' }) });
export type FollowPersonBody = z.infer<typeof FollowPersonBodySchema>;

/** The key of a person across every board they sit on (normalised English name, else the Chinese one); server and page use the same. */
export const personKeyOf = (names: { nameEn: string | null; nameZh: string | null }): string | null => {
  const english = names.nameEn?.replace(/\s+/g, ' ').trim().toLowerCase();
  if (english) return `en:${english}`;
  const chinese = names.nameZh?.replace(/\s+/g, '').trim();
  return chinese ? `zh:${chinese}` : null;
};

/** The regulators a user may narrow regulatory and violations alerts to. */
export const ALERT_TOPIC_CODES = ['hkex', 'sfc', 'csrc', 'legco', 'sse', 'szse'] as const;

/** POST /au/alerts/topics: comma-separated topics; empty means every topic. */
export const AlertTopicsBodySchema = z.object({
  topics: z
    .string()
    .max(200)
    .default('')
    .transform((value) => [...new Set(value.split(',').map((topic) => topic.trim().toLowerCase()).filter(Boolean))])
    .refine((topics) => topics.every((topic) => (ALERT_TOPIC_CODES as readonly string[]).includes(topic)), { error: 'validation.invalidValue' }),
});

/** What the user follows besides companies. */
export const AlertFollowsSchema = z.object({
  people: z.array(z.object({ key: z.string(), nameEn: z.string().nullable(), nameZh: z.string().nullable() })),
  topics: z.array(z.string()),
});
export type AlertFollows = z.infer<typeof AlertFollowsSchema>;

/** POST /dev/alerts/import (development): one importer file, as `npm run data:import` reads it, then the alerts run. */
export const DevAlertImportBodySchema = z.object({
  format: z.enum(['hkex-title-search', 'hkex-latest', 'sfc-news']),
  lang: z.enum(['E', 'ZH']).optional(),
  name: z.string().max(200).default('upload.json'),
  text: z.string().min(2).max(2_000_000),
});
export const DevAlertImportSchema = z.object({ inserted: z.number(), updated: z.number(), rejected: z.number(), ran: z.number() });
