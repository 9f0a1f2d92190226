import { ConfigContext } from 'antd/es/config-provider/context';
import useSpaceStyle from 'antd/es/space/style';
import { Children, useContext, type ReactNode } from 'react';

/**
 * AntD's Space with its defaults (a row, small gaps, centred) around a few items: the same markup and
 * AntD's own space styles, without Space's separators, compact mode and addons (issue 19: 1.5 kB gzip
 * on the first page).
 */
export const PlainSpace = ({ children }: { children: ReactNode }) => {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('space');
  const [hashId, cssVarCls] = useSpaceStyle(prefixCls);
  const classes = [prefixCls, hashId, `${prefixCls}-horizontal`, direction === 'rtl' && `${prefixCls}-rtl`, `${prefixCls}-align-center`, `${prefixCls}-gap-row-small`, `${prefixCls}-gap-col-small`, cssVarCls];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {Children.map(children, (child) => (child === null || child === undefined || typeof child === 'boolean' ? null : <div className={`${prefixCls}-item`}>{child}</div>))}
    </div>
  );
};
