import { ConfigContext } from 'antd/es/config-provider/context';
import useCardStyle from 'antd/es/card/style';
import { useContext, type HTMLAttributes, type ReactNode, type Ref } from 'react';

export type PlainCardProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & { size?: 'small' | 'medium'; ref?: Ref<HTMLDivElement>; children: ReactNode };

/**
 * A bordered AntD card with a body only: the same markup and AntD's own card styles, without
 * AntD's Card component, which always brings Tabs (with Dropdown and Menu) and Skeleton for its
 * tab list and loading state (issue 19: they weighed 17 kB gzip on the first page).
 */
export const PlainCard = ({ size = 'medium', className, children, ...rest }: PlainCardProps) => {
  const prefixCls = useContext(ConfigContext).getPrefixCls('card');
  const [hashId, cssVarCls] = useCardStyle(prefixCls);
  const classes = [prefixCls, `${prefixCls}-bordered`, size === 'small' && `${prefixCls}-small`, className, hashId, cssVarCls].filter(Boolean).join(' ');
  return (
    <div {...rest} className={classes}>
      <div className={`${prefixCls}-body`}>{children}</div>
    </div>
  );
};
