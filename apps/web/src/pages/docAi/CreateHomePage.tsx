import { Space } from 'antd';
import { FamilyChooser, GeneratedDocuments } from '../../modules/documents';
import { useSession } from '../../modules/auth';

/** /docAi/create/createHome: choose a family of documents; the caller's generated documents below. */
export const CreateHomePage = () => {
  const session = useSession();
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      <FamilyChooser />
      {session.isSignedIn && <GeneratedDocuments />}
    </Space>
  );
};
