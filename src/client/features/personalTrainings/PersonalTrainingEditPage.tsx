// /personalTrainings-edit/:pt_id[/:tab] (spec part 2 §2): the training's tabs general-informations,
// sports-program, diet-program and messages; the tab menu needs PERSONAL_TRAININGS_READ.
import { useEffect, type ComponentType } from 'react';
import { Button, Card, Flex, Result, Tabs, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useCan } from '../../components/Can';
import { useEntityDispatch } from '../../components/entityBinding';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { PT_TABS, ptPaths, type PtTab } from './ptPaths';
import { DietProgramTab } from './tabs/DietProgramTab';
import { GeneralTab } from './tabs/GeneralTab';
import { MessagesTab } from './tabs/MessagesTab';
import { SportsProgramTab } from './tabs/SportsProgramTab';
import { useAppSelector } from '../../store/hooks';

const TAB_SCREENS: Record<PtTab, ComponentType<{ ptId: number }>> = {
  'general-informations': GeneralTab,
  'sports-program': SportsProgramTab,
  'diet-program': DietProgramTab,
  messages: MessagesTab,
};

export default function PersonalTrainingEditPage() {
  const { t } = useTranslation();
  const { pt_id: ptParam = '', tab } = useParams();
  const ptId = Number(ptParam);
  const navigate = useNavigate();
  const dispatch = useEntityDispatch();
  const canRead = useCan('PERSONAL_TRAININGS_READ');
  const training = useAppSelector((root: unknown) =>
    entities.personalTrainings.selectors.selectById(root, ptId),
  );
  usePageTitle('personalTrainings.edit_title');

  useEffect(() => {
    if (canRead && ptId > 0) void dispatch(entities.personalTrainings.thunks.read({ id: ptId }));
  }, [dispatch, canRead, ptId]);

  if (!canRead) return <Result status="403" title={t('generic.errors.forbidden')} />;
  const active = (tab ?? 'general-informations') as PtTab;
  if (!PT_TABS.includes(active)) return <Navigate to={ptPaths.edit(ptId)} replace />;
  const Screen = TAB_SCREENS[active];
  const heading = training
    ? `${t('personalTrainings.edit_title')}: ${training.user_name} — ${training.pt_type_name}`
    : t('personalTrainings.edit_title');

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {heading}
        </Typography.Title>
        <Link to={ptPaths.list()}>
          <Button icon={<ArrowLeftOutlined />} tabIndex={-1}>
            {t('components.actions.back')}
          </Button>
        </Link>
      </Flex>
      <Card size="small" styles={{ body: { paddingBlock: 0 } }}>
        <Tabs
          activeKey={active}
          onChange={(key) => navigate(ptPaths.edit(ptId, key as PtTab))}
          items={PT_TABS.map((key) => ({ key, label: t(`personalTrainings.tabs.${key}`) }))}
        />
      </Card>
      <section aria-label={t(`personalTrainings.tabs.${active}`)}>
        <Screen ptId={ptId} />
      </section>
    </Flex>
  );
}
