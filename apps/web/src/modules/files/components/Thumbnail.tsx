import { FileImageOutlined } from '@ant-design/icons';
import { useState } from 'react';

/** A small picture of an image file in a list (the server checks the right to see it, like a preview). */
export const Thumbnail = ({ src, name }: { src: string; name: string }) => {
  const [failed, setFailed] = useState(false);
  if (failed) return <FileImageOutlined />;
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      width={32}
      height={32}
      data-testid={`thumbnail-${name}`}
      onError={() => setFailed(true)}
      style={{ objectFit: 'cover', borderRadius: 4, verticalAlign: 'middle' }}
    />
  );
};
