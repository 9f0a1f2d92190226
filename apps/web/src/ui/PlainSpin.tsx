import { ConfigContext } from 'antd/es/config-provider/context';
import useSize from 'antd/es/config-provider/hooks/useSize';
import useSpinStyle from 'antd/es/spin/style';
import { useContext, type ReactNode } from 'react';

export type PlainSpinProps = { spinning: boolean; children: ReactNode };

/**
 * AntD's Spin around content (`<Spin spinning>children</Spin>`: no delay, tip or progress): the same
 * markup and AntD's own spin styles, without Spin's delay timer and progress indicator (issue 19: 2 kB
 * gzip on the first page).
 */
export const PlainSpin = ({ spinning, children }: PlainSpinProps) => {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('spin');
  const [hashId, cssVarCls] = useSpinStyle(prefixCls);
  const size = useSize(undefined);
  const classes = [
    prefixCls,
    size === 'small' && `${prefixCls}-sm`,
    size === 'large' && `${prefixCls}-lg`,
    spinning && `${prefixCls}-spinning`,
    direction === 'rtl' && `${prefixCls}-rtl`,
    hashId,
    cssVarCls,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} aria-live="polite" aria-busy={spinning}>
      {spinning && (
        <div className={`${prefixCls}-section`}>
          <span className={`${prefixCls}-dot-holder`}>
            <span className={`${prefixCls}-dot ${prefixCls}-dot-spin`}>
              {[1, 2, 3, 4].map((dot) => (
                <i key={dot} className={`${prefixCls}-dot-item`} />
              ))}
            </span>
          </span>
        </div>
      )}
      <div className={`${prefixCls}-container`}>{children}</div>
    </div>
  );
};
