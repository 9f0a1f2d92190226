import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import type { CalculationNote, CalculationResult } from '@app/domain';
import { Alert, Button, Card, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { resultToCsv, downloadText } from '../export';
import { hasMemoryConfidence, useCalculatorText, type NoteKind } from '../notes';
import './calculators.css';

type ResultPanelProps = {
  /** The calculation; undefined while the form is still empty. */
  result: CalculationResult<unknown> | undefined;
  /** Inputs as sent to the calculator (exported with the result). */
  input: Record<string, unknown>;
  /** File name stem of the exports. */
  exportName: string;
  /** The prominent answer and details, shown when the result is ok. */
  children?: ReactNode;
  /** Shown above the answer (e.g. the demonstration-prices banner). */
  banner?: ReactNode;
};

/** A rule citation with its confidence tag; M shows the "verify" note. */
export const RuleTag = ({ rule, confidence }: { rule?: string | null; confidence?: CalculationNote['confidence'] | null }) => {
  const { t, confidenceText } = useCalculatorText();
  if (!rule) return null;
  return (
    <>
      <Tag color={confidence === 'M' ? 'orange' : confidence === 'V' ? 'green' : 'blue'}>{t('common.rule', { rule })}</Tag>
      {confidence ? <Typography.Text type="secondary">{confidenceText(confidence)}</Typography.Text> : null}
      {confidence === 'M' ? <Typography.Text type="warning"> {t('common.verifyNote')}</Typography.Text> : null}
    </>
  );
};

const NoteList = ({ kind, notes }: { kind: NoteKind; notes: readonly CalculationNote[] }) => {
  const { noteText } = useCalculatorText();
  return (
    <ul className="calc-notes">
      {notes.map((note, index) => (
        <li key={`${note.code}-${index}`}>
          {noteText(kind, note)} <RuleTag rule={note.rule} confidence={note.confidence} />
        </li>
      ))}
    </ul>
  );
};

/**
 * The result of a calculator: the answer, how it was reached (steps with
 * figures and rules), assumptions and warnings as sentences, print and export.
 */
export const ResultPanel = ({ result, input, exportName, children, banner }: ResultPanelProps) => {
  const { t, stepText, stepLines } = useCalculatorText();
  if (!result) {
    return (
      <Card title={t('common.result')}>
        {banner}
        <Typography.Paragraph type="secondary">{t('common.enterFigures')}</Typography.Paragraph>
      </Card>
    );
  }
  const exportJson = () => downloadText(`${exportName}.json`, JSON.stringify({ input, result }, null, 2), 'application/json');
  const exportCsv = () => downloadText(`${exportName}.csv`, resultToCsv(result, input), 'text/csv;charset=utf-8');
  return (
    <Card
      className="calc-printable"
      title={t('common.result')}
      extra={
        <Space className="calc-no-print">
          <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
            {t('common.print')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={exportCsv}>
            {t('common.exportCsv')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={exportJson}>
            {t('common.exportJson')}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {banner}
        {result.errors.length > 0 ? (
          <Alert type="error" showIcon message={t('common.errors')} description={<NoteList kind="errors" notes={result.errors} />} />
        ) : (
          <section aria-label={t('common.result')}>{children}</section>
        )}
        {hasMemoryConfidence(result) ? <Alert type="warning" showIcon message={t('common.verifyBanner')} /> : null}
        {result.warnings.length > 0 ? (
          <Alert type="warning" showIcon message={t('common.warnings')} description={<NoteList kind="warnings" notes={result.warnings} />} />
        ) : null}
        {result.steps.length > 0 ? (
          <section>
            <Typography.Title level={5}>{t('common.howReached')}</Typography.Title>
            <ol className="calc-steps">
              {result.steps.map((step, index) => {
                const lines = stepLines(step);
                return (
                  <li key={`${step.key}-${index}`}>
                    <Typography.Text strong>{stepText(step)}</Typography.Text>{' '}
                    {step.rule ? (
                      <RuleTag rule={step.rule} confidence={step.confidence} />
                    ) : step.basis === 'marketInformation' ? (
                      <Tag color="purple">{t('common.marketInformation')}</Tag>
                    ) : (
                      <Tag>{t('common.arithmetic')}</Tag>
                    )}
                    {lines.length > 0 ? (
                      <ul className="calc-figures">
                        {lines.map((line, lineIndex) => (
                          <li key={lineIndex}>{line}</li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </section>
        ) : null}
        {result.assumptions.length > 0 ? (
          <section>
            <Typography.Title level={5}>{t('common.assumptions')}</Typography.Title>
            <NoteList kind="assumptions" notes={result.assumptions} />
          </section>
        ) : null}
        <Typography.Text type="secondary">{t('common.disclaimer')}</Typography.Text>
      </Space>
    </Card>
  );
};
