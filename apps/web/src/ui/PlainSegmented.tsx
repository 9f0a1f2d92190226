import RcSegmented from '@rc-component/segmented';
import { useId } from '@rc-component/util';
import { ConfigContext } from 'antd/es/config-provider/context';
import useSize from 'antd/es/config-provider/hooks/useSize';
import useSegmentedStyle from 'antd/es/segmented/style';
import { useContext } from 'react';

export type PlainSegmentedOption<Value extends string> = { value: Value; label: string };

export type PlainSegmentedProps<Value extends string> = {
  value: Value;
  options: readonly PlainSegmentedOption<Value>[];
  onChange: (value: Value) => void;
  className?: string;
  'data-testid'?: string;
};

/**
 * AntD's Segmented for options with a text label: rc-segmented with AntD's class names, size and styles,
 * as AntD's Segmented renders it (the same markup, keyboard and sliding thumb). AntD's Segmented always
 * imports Tooltip for its items' tooltips, and with it the popup trigger (issue 19: 13 kB gzip on the
 * first page, where nothing else needs them until the first hover).
 */
export const PlainSegmented = <Value extends string>({ value, options, onChange, className, ...rest }: PlainSegmentedProps<Value>) => {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('segmented');
  const [hashId, cssVarCls] = useSegmentedStyle(prefixCls);
  const size = useSize(undefined);
  const name = useId();
  const classes = [className, size === 'small' && `${prefixCls}-sm`, size === 'large' && `${prefixCls}-lg`, hashId, cssVarCls].filter(Boolean).join(' ');
  return (
    <RcSegmented
      {...rest}
      name={name}
      prefixCls={prefixCls}
      direction={direction}
      className={classes}
      value={value}
      options={[...options]}
      onChange={(next) => onChange(next as Value)}
    />
  );
};
