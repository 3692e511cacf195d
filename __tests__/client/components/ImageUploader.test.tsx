import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ImageUploader } from '../../../src/client/components/ImageUploader';
import { renderEntity } from './renderEntity';

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

function Picker({ onPick, maxBytes }: { onPick: (file: File | null) => void; maxBytes?: number }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <ImageUploader
      value={file}
      maxBytes={maxBytes}
      onChange={(next) => {
        setFile(next);
        onPick(next);
      }}
    />
  );
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = 10) => {
  const bytes = new Uint8Array(Math.max(size, PNG_SIGNATURE.length));
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], name, { type: 'image/png' });
};
const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;

it('is shown only with MEDIA_SEARCH', () => {
  renderEntity(<Picker onPick={jest.fn()} />, { reducers: {}, permissions: [] });
  expect(screen.queryByText('Resim seçmek için tıklayın veya buraya sürükleyin')).not.toBeInTheDocument();
});

it('keeps only the first chosen image and previews it at most 300 px wide', async () => {
  const onPick = jest.fn();
  renderEntity(<Picker onPick={onPick} />, { reducers: {}, permissions: ['MEDIA_SEARCH'] });
  expect(screen.getByText('Resim seçmek için tıklayın veya buraya sürükleyin')).toBeInTheDocument();
  fireEvent.change(input(), { target: { files: [png('first.png'), png('second.png')] } });
  await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
  expect((onPick.mock.calls[0][0] as File).name).toBe('first.png');
  const preview = await screen.findByRole('img', { name: 'Resim önizlemesi' });
  expect(preview).toHaveAttribute('src', 'blob:preview');
  expect(preview).toHaveStyle({ maxWidth: '300px' });
});

it('refuses a file over the size limit with a message', async () => {
  const onPick = jest.fn();
  renderEntity(<Picker onPick={onPick} maxBytes={3_000_000} />, {
    reducers: {},
    permissions: ['MEDIA_SEARCH'],
  });
  fireEvent.change(input(), { target: { files: [png('big.png', 3_000_001)] } });
  expect(await screen.findByText("Dosya boyutu 3 MB'tan küçük olmalıdır.")).toBeInTheDocument();
  expect(onPick).not.toHaveBeenCalled();
});

describe('refuses what the server would answer 415 to, before anything is kept, with the reason beside it', () => {
  const cases: [string, () => File, string][] = [
    [
      'a text file',
      () => new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      'Bu dosya türü desteklenmiyor: yalnızca PNG, JPEG, GIF veya WebP resimleri yüklenebilir.',
    ],
    [
      'an image type the server does not take',
      () => new File(['BM'], 'photo.bmp', { type: 'image/bmp' }),
      'Bu dosya türü desteklenmiyor: yalnızca PNG, JPEG, GIF veya WebP resimleri yüklenebilir.',
    ],
    [
      'an image MIME type with a foreign extension',
      () => new File([new Uint8Array(PNG_SIGNATURE)], 'photo.pdf', { type: 'image/png' }),
      'Bu dosya türü desteklenmiyor: yalnızca PNG, JPEG, GIF veya WebP resimleri yüklenebilir.',
    ],
    [
      'a .png whose bytes are not an image',
      () => new File(['%PDF-1.7 not an image'], 'fake.png', { type: 'image/png' }),
      'Dosyanın içeriği bir PNG, JPEG, GIF veya WebP resmi değil.',
    ],
  ];
  it.each(cases)('%s', async (_name, make, reason) => {
    const onPick = jest.fn();
    renderEntity(<Picker onPick={onPick} />, { reducers: {}, permissions: ['MEDIA_SEARCH'] });
    fireEvent.change(input(), { target: { files: [make()] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.queryByRole('img', { name: 'Resim önizlemesi' })).not.toBeInTheDocument();
  });

  it('clears the reason once a good image is chosen', async () => {
    const onPick = jest.fn();
    renderEntity(<Picker onPick={onPick} />, { reducers: {}, permissions: ['MEDIA_SEARCH'] });
    fireEvent.change(input(), {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    await screen.findByRole('alert');
    fireEvent.change(input(), { target: { files: [png('good.png')] } });
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('accepts JPEG, GIF and WebP by their bytes', async () => {
    const { sniffImage } = await import('../../../src/client/components/imageFile');
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImage(new TextEncoder().encode('GIF89a'))).toBe('image/gif');
    expect(sniffImage(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImage(new TextEncoder().encode('<svg xmlns='))).toBeNull();
  });
});
