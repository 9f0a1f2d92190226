import {
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CalculatorOutlined,
  CrownOutlined,
  FileAddOutlined,
  NotificationOutlined,
  RobotOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { FREE_COMPANY_LIMIT, FREE_SEARCH_LIMIT } from '@app/domain';
import { Button } from 'antd';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { vipDialog } from '../../modules/commerce';

type AreaCard = { key: string; path: string; icon: ReactNode; tagKey?: string };

/** One card per product area; the texts describe what each area does (spec §1). */
const AREA_CARDS: readonly AreaCard[] = [
  { key: 'announcements', path: '/disData/notice/list', icon: <NotificationOutlined /> },
  { key: 'companies', path: '/disData/comp/listed', icon: <BankOutlined /> },
  { key: 'rules', path: '/disData/org/allRules', icon: <BookOutlined /> },
  { key: 'registry', path: '/disData/hkSearch/com', icon: <SearchOutlined />, tagKey: 'home.tags.paid' },
  { key: 'calculators', path: '/calAi/scale/assets', icon: <CalculatorOutlined /> },
  { key: 'secretary', path: '/disAi/index', icon: <RobotOutlined />, tagKey: 'home.tags.companyMember' },
  { key: 'documents', path: '/docAi/create/createHome', icon: <FileAddOutlined />, tagKey: 'home.tags.companyMember' },
  { key: 'statistics', path: '/disData/sta/company', icon: <BarChartOutlined />, tagKey: 'home.tags.vip' },
];

const AUDIENCE_KEYS = [
  'listedCompanies',
  'lawFirms',
  'accountingFirms',
  'investmentBanks',
  'securitiesCompanies',
  'secretarialServices',
  'complianceAdvisers',
  'financialAdvisers',
] as const;

/** The landing page: purpose, announcement search, one card per area (spec §2 /home). */
export const HomePage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const handleSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = String(new FormData(event.currentTarget).get('keyword') ?? '').trim();
    void navigate(keyword ? `/disData/notice/list?keyword=${encodeURIComponent(keyword)}` : '/disData/notice/list');
  };

  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero__inner">
          <h1 id="home-title" className="home-hero__title">
            {t('home.hero.title')}
          </h1>
          <p className="home-hero__subtitle">{t('home.hero.subtitle')}</p>
          <form role="search" className="home-search" onSubmit={handleSearch}>
            <input
              type="search"
              name="keyword"
              className="home-search__input"
              placeholder={t('home.search.placeholder')}
              aria-label={t('home.search.label')}
              maxLength={100}
            />
            <Button type="primary" htmlType="submit" size="large" icon={<SearchOutlined />} className="home-search__button">
              {t('home.search.button')}
            </Button>
          </form>
          <p className="home-hero__hint">{t('home.search.hint')}</p>
        </div>
      </section>

      <section className="home-section" aria-labelledby="home-areas-title">
        <h2 id="home-areas-title" className="home-section__title">
          {t('home.areas.title')}
        </h2>
        <ul className="home-areas">
          {AREA_CARDS.map((card) => (
            <li key={card.key}>
              <Link to={card.path} className="home-card">
                <span className="home-card__icon" aria-hidden>
                  {card.icon}
                </span>
                <span className="home-card__heading">
                  <span className="home-card__title">{t(`home.areas.${card.key}.title`)}</span>
                  {card.tagKey && <span className="home-card__tag">{t(card.tagKey)}</span>}
                </span>
                <span className="home-card__text">{t(`home.areas.${card.key}.description`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section home-split">
        <div aria-labelledby="home-audience-title">
          <h2 id="home-audience-title" className="home-section__title">
            {t('home.audience.title')}
          </h2>
          <ul className="home-audience">
            {AUDIENCE_KEYS.map((key) => (
              <li key={key}>{t(`home.audience.${key}`)}</li>
            ))}
          </ul>
          <p className="home-muted">{t('home.audience.visitors')}</p>
        </div>
        <div className="home-membership" aria-labelledby="home-membership-title">
          <h2 id="home-membership-title" className="home-section__title">
            {t('home.membership.title')}
          </h2>
          <dl className="home-membership__list">
            <dt>{t('home.membership.free.title')}</dt>
            <dd>{t('home.membership.free.description', { search: FREE_SEARCH_LIMIT, company: FREE_COMPANY_LIMIT })}</dd>
            <dt>{t('home.membership.vip.title')}</dt>
            <dd>{t('home.membership.vip.description')}</dd>
            <dt>{t('home.membership.company.title')}</dt>
            <dd>{t('home.membership.company.description')}</dd>
          </dl>
          <Button type="primary" icon={<CrownOutlined />} onClick={() => vipDialog.open('vip')}>
            {t('vip.open')}
          </Button>
        </div>
      </section>
    </div>
  );
};
