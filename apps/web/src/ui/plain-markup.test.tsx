import { CrownOutlined } from '@ant-design/icons';
import { render } from '@testing-library/react';
import { Button, ConfigProvider, Segmented, Space, Spin, Tag } from 'antd';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PlainSegmented } from './PlainSegmented';
import { PlainSpace } from './PlainSpace';
import { PlainSpin } from './PlainSpin';
import { PlainTag } from './PlainTag';

/** The markup `element` renders, generated ids masked (the radios' group name). */
const markupOf = (element: ReactElement) => {
  const { container, unmount } = render(<ConfigProvider>{element}</ConfigProvider>);
  const html = container.innerHTML.replace(/name="[^"]*"/g, 'name="…"');
  unmount();
  return html;
};

// The look-alikes replace AntD's components on the first page (issue 19): a difference here shows on every list.
describe("the look-alikes render AntD's markup", () => {
  it.each([
    ['a preset color', { color: 'orange' }],
    ['a status color', { color: 'success' }],
    ['the default color', { color: 'default' }],
    ['no color', {}],
    ['a class and a test id', { className: 'x', 'data-testid': 'tag' }],
  ])('Tag with %s', (_case, props) => {
    expect(markupOf(<PlainTag {...props}>Label</PlainTag>)).toBe(markupOf(<Tag {...props}>Label</Tag>));
  });

  it('Tag with an icon', () => {
    expect(markupOf(<PlainTag color="gold" icon={<CrownOutlined />}>VIP</PlainTag>)).toBe(markupOf(<Tag color="gold" icon={<CrownOutlined />}>VIP</Tag>));
  });

  it.each([true, false])('Spin around content, spinning: %s', (spinning) => {
    expect(markupOf(<PlainSpin spinning={spinning}>Rows</PlainSpin>)).toBe(markupOf(<Spin spinning={spinning}>Rows</Spin>));
  });

  it('Space around buttons', () => {
    const buttons = [<Button key="a">A</Button>, <Button key="b">B</Button>];
    expect(markupOf(<PlainSpace>{buttons}</PlainSpace>)).toBe(markupOf(<Space>{buttons}</Space>));
  });

  it('Segmented with text options', () => {
    const options = [
      { value: 'HK', label: 'Hong Kong' },
      { value: 'A', label: 'A shares' },
    ];
    const onChange = () => undefined;
    expect(markupOf(<PlainSegmented value="A" options={options} onChange={onChange} className="market" data-testid="switch" />)).toBe(
      markupOf(<Segmented value="A" options={options} onChange={onChange} className="market" data-testid="switch" />),
    );
  });
});
