import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { CollectType } from '@app/contracts';
import { loginPathFor, useSession } from '../../auth';
import { USER_CONTENT_NS } from '../constants';
import { useCollectStatusQuery } from '../queries';
import { CollectDialog } from './CollectDialog';

export type CollectButtonProps = {
  type: CollectType;
  /** md5Key, document id, stock code or company number. */
  refKey: string;
  title: string;
  titleEn?: string | null;
  /** Language version of a document page (1 Chinese, 2 English). */
  langType?: number;
  /** The route and query that reopen the page. */
  path: string;
};

/**
 * The star of a detail page: filled when the item is in one of the user's
 * favourites folders; a click opens the folder picker. Visitors are sent to
 * sign in first and come back here.
 */
export const CollectButton = ({ type, refKey, title, titleEn, langType, path }: CollectButtonProps) => {
  const { t } = useTranslation(USER_CONTENT_NS);
  const { token } = theme.useToken();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const status = useCollectStatusQuery(type, refKey, !session.isVisitor);
  const isCollected = status.data?.collected ?? false;

  const handleClick = () => {
    if (session.isVisitor) {
      void navigate(loginPathFor(`${location.pathname}${location.search}`));
      return;
    }
    setIsOpen(true);
  };

  return (
    <>
      <Button
        type="text"
        icon={isCollected ? <StarFilled style={{ color: token.colorWarning }} /> : <StarOutlined />}
        aria-pressed={isCollected}
        onClick={handleClick}
        data-testid="collect-button"
      >
        {isCollected ? t('star.collected') : t('star.collect')}
      </Button>
      {isOpen && <CollectDialog entry={{ type, refKey, title, titleEn, langType, path }} status={status.data} onClose={() => setIsOpen(false)} />}
    </>
  );
};
