import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlainTable, type PlainTableColumn } from './PlainTable';

type Row = { code: string; name: string };

const columns: PlainTableColumn<Row>[] = [
  { key: 'code', title: 'Code', width: 100, dataIndex: 'code' },
  { key: 'name', title: 'Name', render: (_value, row, index) => `${index + 1}. ${row.name}` },
];

const rows: Row[] = [
  { code: '00001', name: 'CKH' },
  { code: '00002', name: 'CLP' },
];

describe('PlainTable', () => {
  it('shows the titles and one row per entry, each keyed, through dataIndex or render', () => {
    render(<PlainTable columns={columns} dataSource={rows} rowKey="code" emptyText="Nothing" scrollX={800} pagination={{ current: 1, pageSize: 20, total: 2 }} />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Code', 'Name']);
    const body = screen.getAllByRole('row').slice(1);
    expect(body.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['00001', '1. CKH'],
      ['00002', '2. CLP'],
    ]);
    expect(body.map((row) => row.getAttribute('data-row-key'))).toEqual(['00001', '00002']);
    expect(screen.queryByText('Nothing')).toBeNull();
  });

  it('shows the empty text and no pager when there is nothing, and the spinner while loading', () => {
    const { container } = render(<PlainTable columns={columns} dataSource={[]} rowKey="code" loading emptyText="Nothing" scrollX={800} pagination={{ current: 1, pageSize: 20, total: 0 }} />);
    expect(screen.getByText('Nothing')).toBeTruthy();
    expect(container.querySelector('.ant-pagination')).toBeNull();
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
  });

  it('pages through the pager', async () => {
    const onChange = vi.fn();
    render(<PlainTable columns={columns} dataSource={rows} rowKey="code" emptyText="Nothing" scrollX={800} pagination={{ current: 1, pageSize: 2, total: 6, onChange }} />);
    await userEvent.click(screen.getByTitle('3'));
    expect(onChange).toHaveBeenCalledWith(3, 2);
  });
});
