import { DirectorChangeKinds, type DirectorChange, type DocumentDirector, type LocalisedText, type TemplateColumn, type TemplateField } from '@app/contracts';
import { Button, Card, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n';
import { DOCUMENTS_NS } from '../constants';
import { triText } from '../utils';

/** Which text languages the chosen document language needs. */
export type TextNeeds = { en: boolean; zh: boolean };

type FieldInputProps = { field: TemplateField; value: unknown; needs: TextNeeds; onChange: (value: unknown) => void };

const asText = (value: unknown): LocalisedText => (value && typeof value === 'object' && !Array.isArray(value) ? (value as LocalisedText) : typeof value === 'string' ? { en: value } : {});
const asList = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** An English and/or Chinese text box, as the document language needs. */
const BilingualText = ({ value, needs, multiline, label, onChange }: { value: LocalisedText; needs: TextNeeds; multiline?: boolean; label: string; onChange: (value: LocalisedText) => void }) => {
  const { t } = useTranslation(DOCUMENTS_NS);
  const Box = multiline ? Input.TextArea : Input;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={4}>
      {needs.en && <Box aria-label={`${label} (${t('fields.english')})`} placeholder={t('fields.english')} value={value.en ?? ''} onChange={(event) => onChange({ ...value, en: event.target.value })} />}
      {needs.zh && <Box aria-label={`${label} (${t('fields.chinese')})`} placeholder={t('fields.chinese')} value={value.zh ?? ''} onChange={(event) => onChange({ ...value, zh: event.target.value })} />}
    </Space>
  );
};

const CategorySelect = ({ value, onChange, label }: { value: number; onChange: (value: number) => void; label: string }) => {
  const { t } = useTranslation(DOCUMENTS_NS);
  return <Select aria-label={label} style={{ width: 240 }} value={value} onChange={onChange} options={[1, 2, 3, 4].map((category) => ({ value: category, label: t(`categories.${category}`) }))} />;
};

const DirectorsInput = ({ value, onChange, label }: { value: DocumentDirector[]; onChange: (value: DocumentDirector[]) => void; label: string }) => {
  const { t } = useTranslation(DOCUMENTS_NS);
  const update = (index: number, patch: Partial<DocumentDirector>) => onChange(value.map((director, at) => (at === index ? { ...director, ...patch } : director)));
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={4}>
      {value.map((director, index) => (
        <Space key={index} wrap size={4}>
          <Input aria-label={`${label} ${index + 1} ${t('fields.nameEn')}`} placeholder={t('fields.nameEn')} value={director.nameEn} onChange={(event) => update(index, { nameEn: event.target.value })} style={{ width: 200 }} />
          <Input aria-label={`${label} ${index + 1} ${t('fields.nameZh')}`} placeholder={t('fields.nameZh')} value={director.nameZh} onChange={(event) => update(index, { nameZh: event.target.value })} style={{ width: 140 }} />
          <CategorySelect label={`${label} ${index + 1} ${t('fields.category')}`} value={director.category} onChange={(category) => update(index, { category })} />
          <Button onClick={() => onChange(value.filter((_director, at) => at !== index))}>{t('actions.remove')}</Button>
        </Space>
      ))}
      <Button onClick={() => onChange([...value, { nameEn: '', nameZh: '', category: 1 }])}>{t('actions.addDirector')}</Button>
    </Space>
  );
};

const ItemsInput = ({ value, needs, onChange, label }: { value: LocalisedText[]; needs: TextNeeds; onChange: (value: LocalisedText[]) => void; label: string }) => {
  const { t } = useTranslation(DOCUMENTS_NS);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={6}>
      {value.map((item, index) => (
        <Space key={index} align="start" style={{ width: '100%' }}>
          <span>{index + 1}.</span>
          <div style={{ flex: 1, minWidth: 320 }}>
            <BilingualText multiline label={`${label} ${index + 1}`} value={item} needs={needs} onChange={(next) => onChange(value.map((old, at) => (at === index ? next : old)))} />
          </div>
          <Button onClick={() => onChange(value.filter((_item, at) => at !== index))}>{t('actions.remove')}</Button>
        </Space>
      ))}
      <Button onClick={() => onChange([...value, {}])}>{t('actions.addItem')}</Button>
    </Space>
  );
};

const ChangesInput = ({ value, needs, onChange }: { value: DirectorChange[]; needs: TextNeeds; onChange: (value: DirectorChange[]) => void }) => {
  const { t } = useTranslation(DOCUMENTS_NS);
  const update = (index: number, patch: Partial<DirectorChange>) => onChange(value.map((change, at) => (at === index ? { ...change, ...patch } : change)));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value.map((change, index) => {
        const label = t('fields.changeN', { number: index + 1 });
        return (
          <Card key={index} size="small" title={label} extra={<Button onClick={() => onChange(value.filter((_change, at) => at !== index))}>{t('actions.remove')}</Button>}>
            <Space orientation="vertical" style={{ width: '100%' }} size={6}>
              <Space wrap>
                <Select aria-label={`${label} ${t('fields.changeKind')}`} style={{ width: 200 }} value={change.kind} onChange={(kind) => update(index, { kind })} options={DirectorChangeKinds.map((kind) => ({ value: kind, label: t(`changeKinds.${kind}`) }))} />
                <CategorySelect label={`${label} ${t('fields.category')}`} value={change.category} onChange={(category) => update(index, { category })} />
                <Input aria-label={`${label} ${t('fields.effectiveDate')}`} type="date" value={change.effectiveDate} onChange={(event) => update(index, { effectiveDate: event.target.value })} style={{ width: 170 }} />
              </Space>
              <Space wrap>
                <Input aria-label={`${label} ${t('fields.nameEn')}`} placeholder={t('fields.nameEn')} value={change.nameEn} onChange={(event) => update(index, { nameEn: event.target.value })} style={{ width: 220 }} />
                <Input aria-label={`${label} ${t('fields.nameZh')}`} placeholder={t('fields.nameZh')} value={change.nameZh} onChange={(event) => update(index, { nameZh: event.target.value })} style={{ width: 160 }} />
                {change.kind === 'appointment' && <Input aria-label={`${label} ${t('fields.age')}`} placeholder={t('fields.age')} value={change.age ?? ''} onChange={(event) => update(index, { age: event.target.value })} style={{ width: 90 }} />}
              </Space>
              {(change.kind === 'appointment' || change.kind === 'redesignation') && (
                <BilingualText multiline label={`${label} ${t('fields.particulars')}`} value={change.particulars ?? {}} needs={needs} onChange={(particulars) => update(index, { particulars })} />
              )}
              {(change.kind === 'resignation' || change.kind === 'removal' || change.kind === 'retirement') && (
                <BilingualText label={`${label} ${t('fields.reason')}`} value={change.reason ?? {}} needs={needs} onChange={(reason) => update(index, { reason })} />
              )}
            </Space>
          </Card>
        );
      })}
      <Button onClick={() => onChange([...value, { kind: 'appointment', nameEn: '', nameZh: '', category: 1, effectiveDate: '' }])}>{t('actions.addChange')}</Button>
    </Space>
  );
};

/** One row of a 'rows' field: cell values by column key (text cells are plain strings or { en, zh }). */
type RowValue = Record<string, unknown>;

/** One cell of a row as an input of its column's kind. */
const CellInput = ({ column, value, needs, label, onChange }: { column: TemplateColumn; value: unknown; needs: TextNeeds; label: string; onChange: (value: unknown) => void }) => {
  const locale = useLocale();
  switch (column.kind) {
    case 'date':
      return <Input aria-label={label} type="date" value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value)} style={{ width: 170 }} />;
    case 'select':
      return (
        <Select
          aria-label={label}
          allowClear={!column.required}
          style={{ width: 220 }}
          value={typeof value === 'string' && value ? value : undefined}
          onChange={(next) => onChange(next ?? '')}
          options={(column.options ?? []).map((option) => ({ value: option.value, label: triText(option.label, locale) }))}
        />
      );
    default:
      if (column.bilingual) return <BilingualText label={label} value={asText(value)} needs={needs} onChange={onChange} />;
      return <Input aria-label={label} value={typeof value === 'string' ? value : asText(value).en ?? ''} onChange={(event) => onChange(event.target.value)} style={{ width: 240 }} />;
  }
};

/** Repeating rows (register entries, changes, share classes): one card per row with a cell per column. */
const RowsInput = ({ columns, value, needs, label, onChange }: { columns: TemplateColumn[]; value: RowValue[]; needs: TextNeeds; label: string; onChange: (value: RowValue[]) => void }) => {
  const { t } = useTranslation(DOCUMENTS_NS);
  const locale = useLocale();
  const update = (index: number, key: string, cell: unknown) => onChange(value.map((row, at) => (at === index ? { ...row, [key]: cell } : row)));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value.map((row, index) => {
        const rowLabel = `${label} – ${t('fields.rowN', { number: index + 1 })}`;
        return (
          <Card key={index} size="small" title={t('fields.rowN', { number: index + 1 })} extra={<Button aria-label={`${rowLabel} ${t('actions.remove')}`} onClick={() => onChange(value.filter((_row, at) => at !== index))}>{t('actions.remove')}</Button>}>
            <Space wrap align="start" size={[12, 8]}>
              {columns.map((column) => {
                const columnLabel = triText(column.label, locale);
                return (
                  <Space key={column.key} orientation="vertical" size={2}>
                    <Typography.Text type="secondary">
                      {columnLabel}
                      {column.required ? ' *' : ''}
                    </Typography.Text>
                    <CellInput column={column} value={row[column.key]} needs={needs} label={`${rowLabel} ${columnLabel}`} onChange={(cell) => update(index, column.key, cell)} />
                  </Space>
                );
              })}
            </Space>
          </Card>
        );
      })}
      <Button onClick={() => onChange([...value, {}])}>{t('actions.addRow')}</Button>
    </Space>
  );
};

/** One template field as an input of its kind. */
export const FieldInput = ({ field, value, needs, onChange }: FieldInputProps) => {
  const locale = useLocale();
  const label = triText(field.label, locale);
  switch (field.kind) {
    case 'date':
      return <Input aria-label={label} type="date" value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value)} style={{ width: 180 }} />;
    case 'time':
      return <Input aria-label={label} type="time" value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value)} style={{ width: 140 }} />;
    case 'select':
      return (
        <Select aria-label={label} style={{ width: 240 }} value={typeof value === 'string' ? value : undefined} onChange={onChange} options={(field.options ?? []).map((option) => ({ value: option.value, label: triText(option.label, locale) }))} />
      );
    case 'directors':
      return <DirectorsInput label={label} value={asList<DocumentDirector>(value)} onChange={onChange} />;
    case 'items':
      return <ItemsInput label={label} value={asList<LocalisedText>(value)} needs={needs} onChange={onChange} />;
    case 'changes':
      return <ChangesInput value={asList<DirectorChange>(value)} needs={needs} onChange={onChange} />;
    case 'rows':
      return <RowsInput columns={field.columns ?? []} label={label} value={asList<RowValue>(value)} needs={needs} onChange={onChange} />;
    default:
      if (!field.bilingual) {
        const Box = field.kind === 'textarea' ? Input.TextArea : Input;
        return <Box aria-label={label} value={typeof value === 'string' ? value : asText(value).en ?? ''} onChange={(event) => onChange(event.target.value)} />;
      }
      return <BilingualText label={label} multiline={field.kind === 'textarea'} value={asText(value)} needs={needs} onChange={onChange} />;
  }
};
