// /movesComponent (spec part 2 §2): every catalogue move, with whether the library has a video for it; the edit
// action opens /movesComponent-edit/{move_name}/{id} (id 0 while the move has no media yet).
import './translations';
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Input, Table, Tag } from 'antd';
import { CheckCircleOutlined, EditOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../shared/query';
import { Can, useCan } from '../../components/Can';
import { ForbiddenCard } from '../../components/EntityList';
import { useEntityDispatch } from '../../components/entityBinding';
import { ResourceContext, resourceInfo } from '../../components/ResourceContext';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { libraryMoves, type LibraryMove } from './catalogue';
import { useAppSelector } from '../../store/hooks';

const slice = entities.moveMedia;
/** Every move's media in one call: the catalogue has a few hundred moves at most. */
const ALL_MEDIA = { page: 0, count: 1000, sort: 'move_name', sort_by: 'ASC' as const, criteria: {} };

function MovesTable() {
  const { t, i18n } = useTranslation();
  const dispatch = useEntityDispatch();
  const [search, setSearch] = useState('');
  const media = useAppSelector((state) => slice.selectors.selectListRecords(state));
  const status = useAppSelector(slice.selectors.selectStatus);
  const error = useAppSelector(slice.selectors.selectErrors).search;
  useEffect(() => {
    void dispatch(slice.thunks.search({ query: ALL_MEDIA }));
  }, [dispatch]);
  const byMove = useMemo(() => new Map(media.map((m) => [m.move_name, m])), [media]);
  const rows = useMemo(() => libraryMoves(i18n.language, search), [i18n.language, search]);

  return (
    <Card
      className="entity-card"
      title={<span className="entity-card-title">{t('moveMedia.title')}</span>}
      extra={
        <Input.Search
          allowClear
          placeholder={t('moveMedia.fields.move_name')}
          onSearch={setSearch}
          style={{ width: 240, maxWidth: '100%' }}
        />
      }
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Table<LibraryMove>
        rowKey="value"
        size="middle"
        loading={status === 'searching'}
        dataSource={rows}
        // On a phone the table scrolls inside its card instead of spilling past the screen's edge.
        scroll={{ x: 'max-content' }}
        pagination={{
          pageSizeOptions: PAGE_SIZES.map(String),
          defaultPageSize: DEFAULT_PAGE_SIZE,
          showSizeChanger: true,
          showTotal: (count, [from, to]) => t('generic.pagination', { from, to, count }),
        }}
        columns={[
          { key: 'group', dataIndex: 'group', title: t('moveMedia.fields.group') },
          { key: 'label', dataIndex: 'label', title: t('moveMedia.fields.move_name') },
          {
            key: 'video',
            title: t('moveMedia.fields.video'),
            render: (_v, move) =>
              byMove.get(move.value)?.video_url ? (
                <Tag color="green" icon={<CheckCircleOutlined />}>
                  {t('moveMedia.has_video')}
                </Tag>
              ) : (
                <Tag icon={<MinusCircleOutlined />}>{t('moveMedia.no_video')}</Tag>
              ),
          },
          {
            key: 'actions',
            title: t('components.list.actions'),
            align: 'end',
            render: (_v, move) => (
              <Can permission="COURSE_PACKAGE_READ">
                <Link
                  to={`/movesComponent-edit/${encodeURIComponent(move.value)}/${byMove.get(move.value)?.id ?? 0}`}
                  aria-label={t('components.actions.edit')}
                  title={t('components.actions.edit')}
                >
                  <Button type="text" icon={<EditOutlined />} tabIndex={-1} />
                </Link>
              </Can>
            ),
          },
        ]}
      />
    </Card>
  );
}

export default function MovesListPage() {
  usePageTitle('moveMedia.title');
  const info = useMemo(() => resourceInfo(slice.def), []);
  const canSearch = useCan('COURSE_PACKAGE_SEARCH');
  return (
    <ResourceContext.Provider value={info}>
      {canSearch ? <MovesTable /> : <ForbiddenCard />}
    </ResourceContext.Provider>
  );
}
