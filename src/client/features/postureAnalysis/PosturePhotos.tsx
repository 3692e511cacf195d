// The four photos of an analysis (spec part 2 §2, §9): thumbnails at most 100×100, each opening the full photo
// in a new tab.
import './translations';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { POSTURE_PHOTOS } from '../../../shared/schemas/postureAnalysis';
import type { PostureAnalysis } from './types';

const thumbnail = { maxWidth: 100, maxHeight: 100, objectFit: 'contain', display: 'block' } as const;
const frame = { width: 100, height: 100, border: '1px solid #d9d9d9', borderRadius: 4 } as const;

export function PosturePhotos({
  record,
}: {
  record: Pick<PostureAnalysis, (typeof POSTURE_PHOTOS)[number]>;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap={16} wrap>
      {POSTURE_PHOTOS.map((slot) => {
        const label = t(`postureAnalysis.fields.${slot}`);
        const url = record[slot];
        return (
          <Flex key={slot} vertical align="center" gap={4}>
            {url ? (
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                title={label}
                data-testid={`photo-${slot}`}
              >
                <img src={url} alt={label} style={thumbnail} />
              </a>
            ) : (
              <Flex style={frame} align="center" justify="center">
                <Typography.Text type="secondary">—</Typography.Text>
              </Flex>
            )}
            <Typography.Text type="secondary">{label}</Typography.Text>
          </Flex>
        );
      })}
    </Flex>
  );
}
