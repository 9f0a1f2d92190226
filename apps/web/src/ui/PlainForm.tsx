import QuestionCircleOutlined from '@ant-design/icons/es/icons/QuestionCircleOutlined';
import { ConfigContext } from 'antd/es/config-provider/context';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useFormStyle from 'antd/es/form/style';
import { useColStyle, useRowStyle } from 'antd/es/grid/style';
import { useContext, type FormHTMLAttributes, type ReactNode } from 'react';

/** The classes AntD's vertical Form gives itself and each item (its styles, grid included, injected). */
const useFormClasses = () => {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('form');
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useFormStyle(prefixCls, rootCls);
  const [rowHashId, rowCssVarCls] = useRowStyle(getPrefixCls('row'));
  const [colHashId, colCssVarCls] = useColStyle(getPrefixCls('col'));
  return {
    prefixCls,
    rootCls,
    hashId,
    cssVarCls,
    row: `${getPrefixCls('row')} ${prefixCls}-item-row ${rowHashId} ${rowCssVarCls}`,
    col: (part: 'label' | 'control') => `${getPrefixCls('col')} ${prefixCls}-item-${part} ${colHashId} ${colCssVarCls}`,
  };
};

export type PlainFormProps = FormHTMLAttributes<HTMLFormElement> & { children: ReactNode };

/**
 * The `<form>` of a vertical AntD Form: its markup and AntD's form styles, without AntD's Form and
 * rc-form (issue 19: a look-alike on the first page until the real form has loaded).
 */
export const PlainForm = ({ className, children, ...rest }: PlainFormProps) => {
  const { prefixCls, rootCls, hashId, cssVarCls } = useFormClasses();
  return (
    <form {...rest} className={[prefixCls, `${prefixCls}-vertical`, className, cssVarCls, rootCls, hashId].filter(Boolean).join(' ')}>
      {children}
    </form>
  );
};

export type PlainFormItemProps = {
  label: ReactNode;
  /** The control's id, which the label points at. */
  htmlFor?: string;
  /** Shows AntD's question-mark icon after the label (the real form's tooltip holds the text). */
  hasTooltip?: boolean;
  className?: string;
  children: ReactNode;
};

/** A `Form.Item` of a vertical AntD Form with no message to show: the same markup and styles. */
export const PlainFormItem = ({ label, htmlFor, hasTooltip = false, className, children }: PlainFormItemProps) => {
  const { prefixCls, rootCls, hashId, cssVarCls, row, col } = useFormClasses();
  const item = `${prefixCls}-item`;
  return (
    <div className={[item, className, cssVarCls, rootCls, hashId, `${item}-vertical`].filter(Boolean).join(' ')}>
      <div className={row}>
        <div className={col('label')}>
          <label htmlFor={htmlFor} className="" title={typeof label === 'string' ? label : undefined}>
            {label}
            {hasTooltip && (
              <span className={`${item}-tooltip`} tabIndex={-1}>
                <QuestionCircleOutlined />
              </span>
            )}
          </label>
        </div>
        <div className={col('control')}>
          <div className={`${item}-control-input`}>
            <div className={`${item}-control-input-content`}>{children}</div>
          </div>
        </div>
      </div>
    </div>
  );
};
