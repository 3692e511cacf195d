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

const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
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
  renderEntity(<Picker onPick={onPick} maxBytes={3_000_000} />, { reducers: {}, permissions: ['MEDIA_SEARCH'] });
  fireEvent.change(input(), { target: { files: [png('big.png', 3_000_001)] } });
  expect(await screen.findByText("Dosya boyutu 3 MB'tan küçük olmalıdır.")).toBeInTheDocument();
  expect(onPick).not.toHaveBeenCalled();
});
