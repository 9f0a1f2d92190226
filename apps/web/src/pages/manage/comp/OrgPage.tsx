import { Col, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORGANISATION_NS, CompanyPeopleTable, DepartmentTree, findDepartment, useDepartmentsQuery } from '../../../modules/organisation';

/** /manage/comp/org (admin): the department tree; selecting a department shows its people (with its sub-departments'). */
export const OrgPage = () => {
  const { t } = useTranslation(ORGANISATION_NS);
  const [selectedId, setSelectedId] = useState<string>();
  const departments = useDepartmentsQuery();
  // Looked up on every render, so a renamed department's title follows.
  const selected = selectedId ? findDepartment(departments.data?.list ?? [], selectedId) : undefined;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8} xl={7}>
        <DepartmentTree selectedId={selectedId} onSelect={setSelectedId} />
      </Col>
      <Col xs={24} lg={16} xl={17}>
        {/* A new key per department starts the table on page 1 with fresh filters. */}
        <CompanyPeopleTable key={selectedId ?? 'all'} deptId={selectedId} title={selected ? t('org.peopleOf', { name: selected.name }) : t('org.allPeople')} />
      </Col>
    </Row>
  );
};
