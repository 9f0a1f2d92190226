import { OrgLists } from '@app/contracts';
import { useLocation } from 'react-router';
import { DocumentSearch } from '../../../modules/disclosure';

/** /disData/org/<list>: one rule or regulator list (OrgLists: listType and issuing body); allRules covers them all. */
export const OrgListPage = () => {
  const segment = useLocation().pathname.split('/')[3];
  const list = OrgLists.find((entry) => entry.route === segment) ?? OrgLists[0];
  return (
    <DocumentSearch
      // each list keeps its own form
      key={list.route}
      screen={{ kind: 'regulation', listType: list.listType || undefined, issuingBody: list.body ?? undefined }}
      features={{ issuingBody: list.body === null, validity: true }}
    />
  );
};
