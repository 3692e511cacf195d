import { requestBody } from '../../../src/client/api/resourceClient';

it('sends a body holding a file as a multipart form, text for everything else, nothing for null', () => {
  const file = new File([new Uint8Array([1, 2, 3])], 'move.mp4', { type: 'video/mp4' });
  const form = requestBody({ move_name: 'push_up', create_user: 1, file, empty: null });
  expect(form).toBeInstanceOf(FormData);
  const data = form as FormData;
  expect(data.get('move_name')).toBe('push_up');
  expect(data.get('create_user')).toBe('1');
  expect((data.get('file') as File).name).toBe('move.mp4');
  expect(data.has('empty')).toBe(false);
});

it('keeps a body without files as it is (JSON)', () => {
  const body = { description: '<p>x</p>' };
  expect(requestBody(body)).toBe(body);
});
