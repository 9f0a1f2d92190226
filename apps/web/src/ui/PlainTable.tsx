import { ConfigContext } from 'antd/es/config-provider/context';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useTableStyle from 'antd/es/table/style';
import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { PlainPagination, type PlainPaginationProps } from './PlainPagination';
import { PlainSpin } from './PlainSpin';

export type PlainTableColumn<Row> = {
  key: string;
  title: ReactNode;
  width?: number;
  dataIndex?: keyof Row & string;
  render?: (value: unknown, row: Row, index: number) => ReactNode;
};

export type PlainTableProps<Row> = {
  columns: readonly PlainTableColumn<Row>[];
  /** One page of rows: paging happens on the server. */
  dataSource: readonly Row[];
  rowKey: keyof Row & string;
  loading?: boolean;
  emptyText: ReactNode;
  /** The table's width before it scrolls sideways (AntD's `scroll.x`). */
  scrollX: number;
  /** Shown under the rows while `total` is above 0. */
  pagination: Omit<PlainPaginationProps, 'className'>;
};

/** The width of the scrolling box, for the empty message (it stays in view while the table scrolls). */
const useBoxWidth = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
};

/**
 * A medium-size AntD table of one server page of rows, with AntD's loading spinner and a pager
 * (PlainPagination, AntD's small Pagination whose page-size Select loads on first use): the
 * markup AntD's Table renders for it and AntD's own table styles, without AntD's Table, which always
 * brings its filter dropdown (Dropdown, Menu, Tree, Checkbox, Input), selection and sorting (issue 19:
 * about 65 kB gzip on the first page). No sorting, filters, selection or fixed columns.
 */
export const PlainTable = <Row,>({ columns, dataSource, rowKey, loading = false, emptyText, scrollX, pagination }: PlainTableProps<Row>) => {
  const prefixCls = useContext(ConfigContext).getPrefixCls('table');
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useTableStyle(prefixCls, rootCls);
  const [boxRef, boxWidth] = useBoxWidth();
  const isEmpty = dataSource.length === 0;
  const tableClasses = [prefixCls, `${prefixCls}-medium`, isEmpty && `${prefixCls}-empty`, cssVarCls, rootCls, hashId, `${prefixCls}-scroll-horizontal`];
  return (
    <div className={[cssVarCls, rootCls, `${prefixCls}-wrapper`, hashId].join(' ')}>
      <PlainSpin spinning={loading}>
        <div className={tableClasses.filter(Boolean).join(' ')}>
          <div className={`${prefixCls}-container`}>
            <div className={`${prefixCls}-content`} style={{ overflowX: 'auto', overflowY: 'hidden' }} ref={boxRef}>
              <table style={{ width: scrollX, minWidth: '100%', tableLayout: 'auto' }}>
                <colgroup>
                  {columns.map((column) => (
                    <col key={column.key} style={column.width === undefined ? undefined : { width: column.width }} />
                  ))}
                </colgroup>
                <thead className={`${prefixCls}-thead`}>
                  <tr>
                    {columns.map((column) => (
                      <th key={column.key} className={`${prefixCls}-cell`} scope="col">
                        {column.title}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className={`${prefixCls}-tbody`}>
                  {/* as AntD's: keeps each column at least as wide as its title in bold */}
                  <tr aria-hidden="true" className={`${prefixCls}-measure-row`} style={{ height: 0 }}>
                    {columns.map((column) => (
                      <td key={column.key} style={{ paddingTop: 0, paddingBottom: 0, borderTop: 0, borderBottom: 0, height: 0 }}>
                        <div style={{ height: 0, overflow: 'hidden', fontWeight: 'bold' }}>{column.title}</div>
                      </td>
                    ))}
                  </tr>
                  {isEmpty ? (
                    <tr className={`${prefixCls}-placeholder`}>
                      <td className={`${prefixCls}-cell`} colSpan={columns.length}>
                        <div className={`${prefixCls}-expanded-row-fixed`} style={{ width: boxWidth, position: 'sticky', left: 0, overflow: 'hidden' }}>
                          {emptyText}
                        </div>
                      </td>
                    </tr>
                  ) : (
                    dataSource.map((row, index) => (
                      <tr key={String(row[rowKey])} data-row-key={String(row[rowKey])} className={`${prefixCls}-row ${prefixCls}-row-level-0`}>
                        {columns.map((column) => (
                          <td key={column.key} className={`${prefixCls}-cell`}>
                            {column.render
                              ? column.render(column.dataIndex === undefined ? undefined : row[column.dataIndex], row, index)
                              : column.dataIndex === undefined
                                ? null
                                : (row[column.dataIndex] as ReactNode)}
                          </td>
                        ))}
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
          </div>
        </div>
        {!!pagination.total && <PlainPagination {...pagination} className={`${prefixCls}-pagination ${prefixCls}-pagination-end`} />}
      </PlainSpin>
    </div>
  );
};
