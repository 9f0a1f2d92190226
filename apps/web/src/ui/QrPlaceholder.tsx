import { QrcodeOutlined } from '@ant-design/icons';

export type QrPlaceholderProps = {
  /** What the code is for, e.g. "Mini program". */
  label: string;
  /** States that the code is not available yet. */
  note: string;
  size?: number;
};

/**
 * Stands where a QR code will be. It never imitates a code: a dashed box
 * with an icon and a sentence saying the code is not available yet.
 */
export const QrPlaceholder = ({ label, note, size = 120 }: QrPlaceholderProps) => (
  <figure className="qr-placeholder" style={{ width: size }}>
    <div className="qr-placeholder__box" style={{ width: size, height: size }} role="img" aria-label={note}>
      <QrcodeOutlined className="qr-placeholder__icon" aria-hidden />
      <span className="qr-placeholder__note">{note}</span>
    </div>
    <figcaption className="qr-placeholder__label">{label}</figcaption>
  </figure>
);
