import { useSearchParams } from 'react-router';
import { DocumentEditor } from '../../modules/documents';

/** /docAi/create/createDet?templateId=…[&from=id]: a document's form, preview and files. */
export const DocumentEditorPage = () => {
  const [params] = useSearchParams();
  const templateId = params.get('templateId') ?? '';
  const from = params.get('from') ?? undefined;
  return <DocumentEditor key={`${templateId}:${from ?? ''}`} templateId={templateId} fromId={from} />;
};
