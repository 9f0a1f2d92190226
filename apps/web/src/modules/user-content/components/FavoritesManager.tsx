import { Col, Row } from 'antd';
import { useState } from 'react';
import { CollectedItemsTable } from './CollectedItemsTable';
import { FolderPanel } from './FolderPanel';

/** /manage/person/collect: favourites folders on the left, the chosen folder's items on the right. */
export const FavoritesManager = () => {
  const [folderId, setFolderId] = useState<string>();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8} xl={7}>
        <FolderPanel selectedId={folderId} onSelect={setFolderId} />
      </Col>
      <Col xs={24} lg={16} xl={17}>
        {/* a new key per folder resets the page and filters */}
        <CollectedItemsTable key={folderId ?? 'all'} favoritesId={folderId} />
      </Col>
    </Row>
  );
};
