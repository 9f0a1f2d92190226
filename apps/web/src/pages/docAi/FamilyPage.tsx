import type { DocumentFamily } from '@app/contracts';
import { useLocation } from 'react-router';
import { FAMILY_PATHS, TemplateCatalogue } from '../../modules/documents';

const familyOfPath = (pathname: string): DocumentFamily =>
  ((Object.entries(FAMILY_PATHS) as [DocumentFamily, string][]).find(([, path]) => pathname.startsWith(path))?.[0]) ?? 'board';

/** /docAi/create/{createBoard, createHkex, createCbpl, createQypl, createQyc, createGsms}: one family's documents. */
export const FamilyPage = () => {
  const location = useLocation();
  return <TemplateCatalogue family={familyOfPath(location.pathname)} />;
};
