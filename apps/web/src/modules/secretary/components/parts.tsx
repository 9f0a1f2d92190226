import type { TaskView } from '@app/contracts';
import { Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { SECRETARY_NS } from '../constants';

const CONFIDENCE_COLOURS = { V: 'green', S: 'blue', M: 'orange' } as const;

/** A rule with its confidence tag ([V] checked, [S] secondary, [M] from memory) and how its days are counted. */
export const RuleCell = ({ rule, confidence, kind, source }: { rule: string; confidence: 'V' | 'S' | 'M' | null; kind?: string; source?: string }) => {
  const { t } = useTranslation(SECRETARY_NS);
  if (!rule) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space orientation="vertical" size={0} data-testid="task-rule">
      <Space size={4} wrap>
        <Typography.Text>{rule}</Typography.Text>
        {confidence && (
          <Tooltip title={t(`confidence.${confidence}`)}>
            <Tag color={CONFIDENCE_COLOURS[confidence]} data-testid="confidence-tag">
              [{confidence}]
            </Tag>
          </Tooltip>
        )}
      </Space>
      {kind && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(`kind.${kind}`)}
          {source && source !== rule ? ` · ${source}` : ''}
        </Typography.Text>
      )}
    </Space>
  );
};

/** The deadline notes (not extended, rolled forward, past the holiday list…) in the user's language. */
export const NotesCell = ({ notes }: { notes: TaskView['notes'] }) => {
  const { t } = useTranslation(SECRETARY_NS);
  if (notes.length === 0) return null;
  return (
    <Space orientation="vertical" size={0}>
      {notes.map((note, index) => {
        const params = { ...(note.params ?? {}) } as Record<string, string | number>;
        if (typeof params.input === 'string') params.input = t(`inputs.${params.input}`);
        return (
          <Typography.Text key={`${note.code}-${index}`} type={note.code === 'CALENDAR_NOT_PUBLISHED' || note.code === 'DEADLINE_ON_NON_BUSINESS_DAY' ? 'warning' : 'secondary'} style={{ fontSize: 12 }} data-note={note.code}>
            {t(`notes.${note.code}`, params)}
          </Typography.Text>
        );
      })}
    </Space>
  );
};

const STATE_COLOURS = { open: 'processing', done: 'success', overdue: 'error' } as const;

export const TaskStateTag = ({ task }: { task: Pick<TaskView, 'state' | 'isLate'> }) => {
  const { t } = useTranslation(SECRETARY_NS);
  return <Tag color={STATE_COLOURS[task.state]}>{task.isLate ? t('state.late') : t(`state.${task.state}`)}</Tag>;
};

export const MatterStatusTag = ({ status }: { status: number }) => {
  const { t } = useTranslation(SECRETARY_NS);
  if (status === 2) return <Tag>{t('state.archived')}</Tag>;
  return <Tag color="processing">{status === 3 ? t('state.withdrawn') : t('state.inProgress')}</Tag>;
};

/** Shows the server's save warnings ('noPhone:Name'…) as one warning toast each. */
export const useShowWarnings = () => {
  const { t } = useTranslation(SECRETARY_NS);
  return (warnings: readonly string[]) => {
    for (const warning of warnings) {
      const [code, ...rest] = warning.split(':');
      notify.toast('warning', t(`warnings.${code}`, { name: rest.join(':') }), { durationMs: 6000 });
    }
  };
};

/** A date with the time of day it falls at (08:30 HKT returns). */
export const DeadlineDate = ({ date, time }: { date: string | null; time?: string | null }) => {
  const { t } = useTranslation(SECRETARY_NS);
  if (!date) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text>{date}</Typography.Text>
      {time && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('table.at', { time })}
        </Typography.Text>
      )}
    </Space>
  );
};

/** A task's name in the interface language, with its period for repeated tasks. */
export const taskLabel = (task: Pick<TaskView, 'names' | 'period'>, locale: string) => {
  const name = locale === 'en' ? task.names.en : locale === 'zh-CN' ? task.names.zhCN : task.names.zhHK;
  return task.period ? `${name} (${task.period})` : name;
};
