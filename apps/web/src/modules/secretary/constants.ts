/** The namespace of the secretary's strings (apps/web/src/i18n/locales/<lng>/secretary.json). */
export const SECRETARY_NS = 'secretary';

/** Spec §9: reminders 1, 2, 3 or 5 days before, or daily. */
export const REMINDER_OFFSET_CHOICES = [1, 2, 3, 5] as const;

/** The lists of spec §2 and the task scope each shows. */
export const TASK_LIST_SCOPES = { ovList: 'overdue', time0: 'today', time5: 'within5', time30: 'within30' } as const;
export type TaskListRoute = keyof typeof TASK_LIST_SCOPES;
