import { ConfigContext } from 'antd/es/config-provider/context';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useRadioStyle from 'antd/es/radio/style';
import { useContext, type ReactNode } from 'react';

export type PlainRadioOption<Value extends string> = { value: Value; label: ReactNode; disabled?: boolean };

export type PlainRadioGroupProps<Value extends string> = {
  /** The group's id and its inputs' name (a Form.Item's field name). */
  name: string;
  value: Value;
  options: readonly PlainRadioOption<Value>[];
  onChange: (value: Value) => void;
  disabled?: boolean;
  /** AntD's `optionType="button"`. */
  buttons?: boolean;
};

/**
 * AntD's Radio.Group inside a form item: the same markup (native radio inputs) and AntD's radio
 * styles, without AntD's Radio and its click wave (issue 19: a look-alike on the first page).
 */
export const PlainRadioGroup = <Value extends string>({ name, value, options, onChange, disabled = false, buttons = false }: PlainRadioGroupProps<Value>) => {
  const { getPrefixCls } = useContext(ConfigContext);
  const groupPrefixCls = getPrefixCls('radio');
  const rootCls = useCSSVarCls(groupPrefixCls);
  const [hashId, cssVarCls] = useRadioStyle(groupPrefixCls, rootCls);
  const prefixCls = buttons ? getPrefixCls('radio-button') : groupPrefixCls;
  return (
    <div role="radiogroup" className={`${groupPrefixCls}-group ${groupPrefixCls}-group-outline ${hashId} ${cssVarCls} ${rootCls}`} id={name}>
      {options.map((option) => {
        const checked = option.value === value;
        const isDisabled = disabled || !!option.disabled;
        const state = (base: string) => [checked && `${base}-checked`, isDisabled && `${base}-disabled`];
        return (
          <label key={option.value} className={[`${prefixCls}-wrapper`, ...state(`${prefixCls}-wrapper`), `${prefixCls}-wrapper-in-form-item`, hashId, cssVarCls, rootCls].filter(Boolean).join(' ')}>
            <span className={[prefixCls, !buttons && getPrefixCls('wave-target'), ...state(prefixCls)].filter(Boolean).join(' ')}>
              <input className={`${prefixCls}-input`} disabled={isDisabled} type="radio" value={option.value} checked={checked} name={name} onChange={() => onChange(option.value)} />
            </span>
            <span className={`${prefixCls}-label`}>{option.label}</span>
          </label>
        );
      })}
    </div>
  );
};
