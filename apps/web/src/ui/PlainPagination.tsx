import DoubleLeftOutlined from '@ant-design/icons/es/icons/DoubleLeftOutlined';
import DoubleRightOutlined from '@ant-design/icons/es/icons/DoubleRightOutlined';
import EllipsisOutlined from '@ant-design/icons/es/icons/EllipsisOutlined';
import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import RcPagination, { type PaginationProps as RcPaginationProps } from '@rc-component/pagination';
import enUS from '@rc-component/pagination/locale/en_US';
import { ConfigContext } from 'antd/es/config-provider/context';
import { useLocale } from 'antd/es/locale';
import usePaginationStyle from 'antd/es/pagination/style';
import type { SelectProps } from 'antd/es/select';
import { useContext, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { PlainSelect } from './PlainSelect';

export type PlainPaginationProps = {
  current: number;
  pageSize: number;
  total: number;
  pageSizeOptions?: readonly (number | string)[];
  showSizeChanger?: boolean;
  showQuickJumper?: boolean;
  onChange?: (page: number, pageSize: number) => void;
  className?: string;
};

type SizeChangerInfo = Parameters<NonNullable<RcPaginationProps['sizeChangerRender']>>[0];

let loadedSelect: ComponentType<SelectProps> | undefined;
let loading: Promise<ComponentType<SelectProps>> | undefined;
const loadSelect = () => (loading ??= import('antd/es/select').then((module) => (loadedSelect = module.default as ComponentType<SelectProps>)));

/**
 * The page size changer: a look-alike of AntD's small Select until the pointer or the focus first comes
 * to it, then AntD's Select (loaded then: the first page does not need it). A press on the look-alike
 * opens the real select.
 */
const SizeChanger = ({ info, prefixCls }: { info: SizeChangerInfo; prefixCls: string }) => {
  const [Select, setSelect] = useState(() => loadedSelect);
  // the look-alike's input and the real select's share an id, so the real one is found once it is there
  const id = useId();
  const started = useRef<'pressed' | 'focused'>(undefined);
  const selected = info.options.find((option) => String(option.value) === String(info.size));
  useEffect(() => {
    const input = Select && started.current ? document.getElementById(id) : null;
    if (input) input.focus();
    if (input && started.current === 'pressed') input.closest('.ant-select')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
    started.current = undefined;
  }, [Select, id]);
  const className = `${prefixCls}-options-size-changer-select ${info.className}`;
  if (Select)
    return (
      <Select
        id={id}
        disabled={info.disabled}
        showSearch
        popupMatchSelectWidth={false}
        getPopupContainer={(node: HTMLElement) => node.parentNode as HTMLElement}
        aria-label={info['aria-label']}
        options={info.options}
        value={selected?.value}
        onChange={(size: number) => info.onSizeChange?.(size)}
        size="small"
        className={className}
      />
    );
  const wake = (how?: 'pressed' | 'focused') => {
    if (how) started.current = how;
    void loadSelect().then((component) => setSelect(() => component));
  };
  return (
    <PlainSelect
      id={id}
      small
      showSearch
      inFormItem={false}
      aria-label={info['aria-label']}
      className={className}
      disabled={info.disabled}
      valueLabel={selected?.label}
      onPointerEnter={() => wake()}
      onFocus={() => wake(started.current ?? 'focused')}
      onPointerDown={() => wake('pressed')}
    />
  );
};

/**
 * AntD's small Pagination: rc-pagination with AntD's icons, locale and styles, as AntD's Pagination
 * renders it, whose page size changer always brings AntD's Select (22 kB gzip; issue 19). Here the size
 * changer loads the Select on first use.
 */
export const PlainPagination = ({ pageSizeOptions, className, ...rest }: PlainPaginationProps) => {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('pagination');
  const [hashId, cssVarCls] = usePaginationStyle(prefixCls);
  const [locale] = useLocale('Pagination', enUS);
  const rtl = direction === 'rtl';
  const ellipsis = (
    <span className={`${prefixCls}-item-ellipsis`}>
      <EllipsisOutlined />
    </span>
  );
  const jump = (Icon: typeof DoubleLeftOutlined) => (
    <a className={`${prefixCls}-item-link`}>
      <div className={`${prefixCls}-item-container`}>
        <Icon className={`${prefixCls}-item-link-icon`} />
        {ellipsis}
      </div>
    </a>
  );
  const step = (Icon: typeof LeftOutlined) => (
    <button className={`${prefixCls}-item-link`} type="button" tabIndex={-1}>
      <Icon />
    </button>
  );
  return (
    <RcPagination
      prevIcon={step(rtl ? RightOutlined : LeftOutlined)}
      nextIcon={step(rtl ? LeftOutlined : RightOutlined)}
      jumpPrevIcon={jump(rtl ? DoubleRightOutlined : DoubleLeftOutlined)}
      jumpNextIcon={jump(rtl ? DoubleLeftOutlined : DoubleRightOutlined)}
      {...rest}
      prefixCls={prefixCls}
      selectPrefixCls={getPrefixCls('select')}
      className={[`${prefixCls}-small`, `${prefixCls}-mini`, rtl && `${prefixCls}-rtl`, className, hashId, cssVarCls].filter(Boolean).join(' ')}
      locale={locale}
      pageSizeOptions={pageSizeOptions?.map(Number)}
      sizeChangerRender={(info) => <SizeChanger info={info} prefixCls={prefixCls} />}
    />
  );
};
