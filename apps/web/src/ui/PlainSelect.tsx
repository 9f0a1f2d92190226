import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import useCascaderStyle from 'antd/es/cascader/style';
import { ConfigContext } from 'antd/es/config-provider/context';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useSelectStyle from 'antd/es/select/style';
import { useContext, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';

export type PlainSelectProps = Pick<HTMLAttributes<HTMLDivElement>, 'onPointerEnter' | 'onPointerDown' | 'onFocus'> & {
  /** The inner input's id (a Form.Item's field name). */
  id?: string;
  'aria-label'?: string;
  /** AntD's `size="small"`. */
  small?: boolean;
  /** Inside a Form.Item (the search panel's), not on its own (the pager's). */
  inFormItem?: boolean;
  placeholder?: ReactNode;
  /** What a single select shows for its value; nothing shows the placeholder. */
  valueLabel?: ReactNode;
  /** A multiple select's values (each shown as its label). */
  valueLabels?: readonly string[];
  allowClear?: boolean;
  showSearch?: boolean;
  disabled?: boolean;
  loading?: boolean;
  /** AntD's Cascader (a select with the cascader's classes). */
  cascader?: boolean;
  multiple?: boolean;
  className?: string;
  'data-testid'?: string;
};

/**
 * The closed AntD Select (or Cascader) inside a form item, as AntD renders it: the same markup and
 * AntD's select styles, without the Select, its option list, virtual list and trigger (issue 19: a
 * look-alike on the first page; it does nothing itself, the real select replaces it on first use).
 */
export const PlainSelect = ({
  id,
  'aria-label': ariaLabel,
  small = false,
  inFormItem = true,
  placeholder,
  valueLabel,
  valueLabels = [],
  allowClear = false,
  showSearch = false,
  disabled = false,
  loading = false,
  cascader = false,
  multiple = false,
  className,
  'data-testid': testId,
  ...handlers
}: PlainSelectProps) => {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('select');
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useSelectStyle(prefixCls, rootCls);
  const cascaderPrefixCls = getPrefixCls('cascader');
  const cascaderRootCls = useCSSVarCls(cascaderPrefixCls);
  // the hook must run every render; only a cascader's classes name it
  useCascaderStyle(cascaderPrefixCls, cascaderRootCls);
  const hasValue = multiple ? valueLabels.length > 0 : valueLabel !== undefined && valueLabel !== null && valueLabel !== '';
  const classes = [
    prefixCls,
    cascader && cascaderPrefixCls,
    small && `${prefixCls}-sm`,
    `${prefixCls}-outlined`,
    inFormItem && `${prefixCls}-in-form-item`,
    className,
    ...(cascader ? [rootCls, cascaderRootCls, hashId, cssVarCls] : [cssVarCls, rootCls, hashId]),
    multiple ? `${prefixCls}-multiple` : `${prefixCls}-single`,
    allowClear && hasValue && !disabled && `${prefixCls}-allow-clear`,
    `${prefixCls}-show-arrow`,
    disabled && `${prefixCls}-disabled`,
    loading && `${prefixCls}-loading`,
    showSearch && `${prefixCls}-show-search`,
  ];
  const input = (
    <input
      id={id}
      aria-label={ariaLabel}
      readOnly={!showSearch}
      autoComplete="new-password"
      className={`${prefixCls}-input`}
      disabled={disabled}
      role="combobox"
      aria-expanded="false"
      aria-haspopup="listbox"
      aria-autocomplete="list"
      type="text"
      value=""
      onChange={() => undefined}
      style={multiple ? ({ '--select-input-width': 4 } as CSSProperties) : undefined}
    />
  );
  const placeholderNode = <div className={`${prefixCls}-placeholder`}>{placeholder}</div>;
  return (
    <div {...handlers} data-testid={testId} className={classes.filter(Boolean).join(' ')}>
      {multiple ? (
        <div className={`${prefixCls}-content`}>
          {hasValue ? (
            valueLabels.map((label) => (
              <div key={label} className={`${prefixCls}-content-item`} style={{ opacity: 1 }}>
                <span title={label} className={`${prefixCls}-selection-item`}>
                  <span className={`${prefixCls}-selection-item-content`}>{label}</span>
                  <span className={`${prefixCls}-selection-item-remove`} unselectable="on" aria-hidden="true" style={{ userSelect: 'none' }}>
                    <CloseOutlined />
                  </span>
                </span>
              </div>
            ))
          ) : (
            <div className={`${prefixCls}-content-item ${prefixCls}-content-item-prefix`} style={{ opacity: 1 }}>
              {placeholderNode}
            </div>
          )}
          <div className={`${prefixCls}-content-item ${prefixCls}-content-item-suffix`} style={{ opacity: 1 }}>
            {input}
          </div>
        </div>
      ) : (
        <div className={[`${prefixCls}-content`, hasValue && `${prefixCls}-content-has-value`].filter(Boolean).join(' ')} title={typeof valueLabel === 'string' ? valueLabel : undefined}>
          {hasValue ? valueLabel : placeholderNode}
          {input}
        </div>
      )}
      <div className={`${prefixCls}-suffix`}>{loading ? <LoadingOutlined spin /> : <DownOutlined />}</div>
      {/* AntD's own clear button carries no label (rc-select passes none): the look-alike draws the same. */}
      {allowClear && hasValue && !disabled && (
        <button type="button" className={`${prefixCls}-clear`}>
          <CloseCircleFilled />
        </button>
      )}
    </div>
  );
};
