import type { TemplateField } from '@app/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n';
import { FieldInput, type TextNeeds } from './FieldInput';

const tri = (en: string) => ({ en, zhHK: en, zhCN: en });

/** A 'rows' field as the register of directors sends it (text, bilingual text, select and date cells). */
const rowsField: TemplateField = {
  key: 'entries',
  kind: 'rows',
  label: tri('Directors'),
  required: true,
  bilingual: false,
  columns: [
    { key: 'nameEn', kind: 'text', label: tri('English name'), required: false, bilingual: false },
    { key: 'note', kind: 'text', label: tri('Note'), required: false, bilingual: true },
    { key: 'capacity', kind: 'select', label: tri('Capacity'), required: false, bilingual: false, options: [{ value: 'director', label: tri('Director') }, { value: 'alternateDirector', label: tri('Alternate Director') }] },
    { key: 'appointedOn', kind: 'date', label: tri('Date of appointment'), required: true, bilingual: false },
  ],
};

/** The field with its value kept like the editor keeps it; `seen` is every value it reported. */
const Harness = ({ initial, needs, seen }: { initial: unknown; needs: TextNeeds; seen: unknown[] }) => {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <ConfigProvider>
      <FieldInput
        field={rowsField}
        value={value}
        needs={needs}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
    </ConfigProvider>
  );
};

beforeAll(async () => {
  await initI18n('en');
});

describe('FieldInput (rows)', () => {
  it('adds an entry and fills its text, bilingual, select and date cells', async () => {
    const seen: unknown[] = [];
    render(<Harness initial={[]} needs={{ en: true, zh: true }} seen={seen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(screen.getByText('Entry 1')).toBeTruthy();
    // Required columns are marked.
    expect(screen.getByText('Date of appointment *')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Directors – Entry 1 English name'), 'Mark Tucker');
    await userEvent.type(screen.getByLabelText('Directors – Entry 1 Note (Chinese)'), '主席');
    fireEvent.change(screen.getByLabelText('Directors – Entry 1 Date of appointment'), { target: { value: '2017-03-01' } });
    await userEvent.click(screen.getByLabelText('Directors – Entry 1 Capacity'));
    await userEvent.click(await screen.findByTitle('Alternate Director'));
    expect(seen.at(-1)).toEqual([{ nameEn: 'Mark Tucker', note: { zh: '主席' }, appointedOn: '2017-03-01', capacity: 'alternateDirector' }]);
  });

  it('shows prefilled rows, asks only for the languages the document needs, and removes a row', async () => {
    const seen: unknown[] = [];
    const prefilled = [
      { nameEn: 'Mark Tucker', capacity: 'director', appointedOn: '2017-03-01' },
      { nameEn: 'Noel Quinn', capacity: 'director', appointedOn: '2019-08-05' },
    ];
    render(<Harness initial={prefilled} needs={{ en: true, zh: false }} seen={seen} />);
    expect((screen.getByLabelText('Directors – Entry 2 English name') as HTMLInputElement).value).toBe('Noel Quinn');
    expect((screen.getByLabelText('Directors – Entry 1 Date of appointment') as HTMLInputElement).value).toBe('2017-03-01');
    expect(screen.queryByLabelText('Directors – Entry 1 Note (Chinese)')).toBeNull();
    const first = screen.getByText('Entry 1').closest('.ant-card') as HTMLElement;
    expect(within(first).getByText('Director')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Directors – Entry 1 Remove' }));
    expect(seen.at(-1)).toEqual([prefilled[1]]);
    expect((screen.getByLabelText('Directors – Entry 1 English name') as HTMLInputElement).value).toBe('Noel Quinn');
  });

  it('gives a one-language address field (a textarea) several lines', () => {
    const address: TemplateField = { key: 'newAddress', kind: 'textarea', label: tri('New address'), required: true, bilingual: false };
    render(
      <ConfigProvider>
        <FieldInput field={address} value="2 IFC" needs={{ en: true, zh: true }} onChange={() => undefined} />
      </ConfigProvider>,
    );
    const box = screen.getByLabelText('New address');
    expect(box.tagName).toBe('TEXTAREA');
    expect((box as HTMLTextAreaElement).value).toBe('2 IFC');
  });
});
