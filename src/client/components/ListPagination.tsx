// The list's pagination bar (spec part 1 §2): first and last page buttons around antd's Pagination,
// sizes 5…200, and the label '{from}-{to} arasında {count} kayıt'. The label wraps above the buttons when the bar
// is too narrow for both; the buttons stay on one line (on a phone the last-page button wrapped onto a
// line of its own), with antd's compact pager ('‹ [3] / 12 ›') below the md breakpoint (768 px).
import { useContext } from 'react';
import { Button, ConfigProvider, Flex, Grid, Pagination, Tooltip } from 'antd';
import { VerticalLeftOutlined, VerticalRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../shared/query';

export interface ListPaginationProps {
  /** Zero-based, as in the store's query. */
  page: number;
  count: number;
  total: number;
  disabled?: boolean;
  onChange: (page: number, count: number) => void;
}

export function ListPagination({ page, count, total, disabled, onChange }: ListPaginationProps) {
  const { t } = useTranslation();
  // Like antd's previous/next arrows, first/last point the way the page reads: mirrored right to left.
  const rtl = useContext(ConfigProvider.ConfigContext).direction === 'rtl';
  const FirstIcon = rtl ? VerticalLeftOutlined : VerticalRightOutlined;
  const LastIcon = rtl ? VerticalRightOutlined : VerticalLeftOutlined;
  const narrow = Grid.useBreakpoint().md === false;
  if (total <= 0) return null;
  const lastPage = Math.max(0, Math.ceil(total / count) - 1);
  const from = page * count + 1;
  const to = Math.min((page + 1) * count, total);
  return (
    <Flex align="center" justify="flex-end" gap={8} wrap className="entity-list-pagination">
      <span>{t('generic.pagination', { from, to, count: total })}</span>
      <Flex align="center" gap={8} className="entity-list-pager">
        <Tooltip title={t('components.actions.first_page')}>
          <Button
            type="text"
            icon={<FirstIcon />}
            aria-label={t('components.actions.first_page')}
            disabled={disabled || page === 0}
            onClick={() => onChange(0, count)}
          />
        </Tooltip>
        <Pagination
          current={page + 1}
          pageSize={count}
          total={total}
          disabled={disabled}
          simple={narrow}
          showSizeChanger
          pageSizeOptions={PAGE_SIZES.map(String)}
          onChange={(current, size) => onChange(size !== count ? 0 : current - 1, size)}
        />
        <Tooltip title={t('components.actions.last_page')}>
          <Button
            type="text"
            icon={<LastIcon />}
            aria-label={t('components.actions.last_page')}
            disabled={disabled || page >= lastPage}
            onClick={() => onChange(lastPage, count)}
          />
        </Tooltip>
      </Flex>
    </Flex>
  );
}
