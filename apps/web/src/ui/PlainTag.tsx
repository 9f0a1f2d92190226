import { isReactRenderable } from '@rc-component/util';
import { ConfigContext } from 'antd/es/config-provider/context';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import useColor from 'antd/es/tag/hooks/useColor';
import useTagStyle from 'antd/es/tag/style';
import PresetCmp from 'antd/es/tag/style/presetCmp';
import StatusCmp from 'antd/es/tag/style/statusCmp';
import { useContext, type HTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';

export type PlainTagProps = Omit<HTMLAttributes<HTMLSpanElement>, 'color'> & { color?: string; icon?: ReactElement; ref?: Ref<HTMLSpanElement>; children: ReactNode };

/**
 * AntD's Tag as a label (a color, an icon, no close button, link or click): the same markup, colors and
 * AntD's own tag styles, without the Tag component, which always brings its checkable tags and close
 * button (issue 19: 2 kB gzip on the first page).
 */
export const PlainTag = ({ color, icon, className, style, children, ref, ...rest }: PlainTagProps) => {
  const { getPrefixCls, direction, tag } = useContext(ConfigContext);
  const disabled = useContext(DisabledContext);
  const prefixCls = getPrefixCls('tag');
  const [hashId, cssVarCls] = useTagStyle(prefixCls);
  const [variant, mergedColor, isPreset, isStatus, colorStyle] = useColor({ color }, tag?.variant);
  const classes = [
    prefixCls,
    `${prefixCls}-${variant}`,
    (isPreset || isStatus) && `${prefixCls}-${mergedColor}`,
    direction === 'rtl' && `${prefixCls}-rtl`,
    disabled && `${prefixCls}-disabled`,
    className,
    hashId,
    cssVarCls,
  ];
  return (
    <span {...rest} ref={ref} className={classes.filter(Boolean).join(' ')} style={disabled ? style : { ...colorStyle, ...style }}>
      {icon ? (
        <>
          {icon}
          {isReactRenderable(children) && <span>{children}</span>}
        </>
      ) : (
        children
      )}
      {isPreset && <PresetCmp key="preset" prefixCls={prefixCls} />}
      {isStatus && <StatusCmp key="status" prefixCls={prefixCls} />}
    </span>
  );
};
