import { AxiosError, AxiosHeaders } from 'axios';
import { chooseErrorMessage, configureHttp, http, UnexpectedStatusError } from '../../../src/client/api/http';
import { apiError, mockHttp } from './mockHttp';

afterEach(() =>
  configureHttp({ getToken: () => null, getLanguage: () => 'tr', onUnauthorized: () => undefined }),
);

const failure = (status: number, data: unknown) =>
  new AxiosError(
    'failed',
    'ERR_BAD_RESPONSE',
    undefined,
    {},
    { status, data, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } },
  );

describe('chooseErrorMessage', () => {
  const body = apiError('not_found', 'Kayıt bulunamadı.', 'Record not found.', 'السجل غير موجود.');

  it.each([
    ['tr', 'Kayıt bulunamadı.'],
    ['en', 'Record not found.'],
    ['ar', 'السجل غير موجود.'],
  ] as const)('takes the response translation for %s', (lang, expected) => {
    expect(chooseErrorMessage(failure(404, body), lang)).toBe(expected);
  });

  it('falls back to generic.errors.unexpected_error of the language', () => {
    expect(chooseErrorMessage(failure(500, 'Internal'), 'tr')).toBe('Beklenmeyen bir hata oluştu.');
    expect(chooseErrorMessage(new Error('Network Error'), 'en')).toBe('An unexpected error occurred.');
    expect(
      chooseErrorMessage(failure(400, { ...body, translations: { tr: '', en: 'x', ar: 'y' } }), 'tr'),
    ).toBe('Beklenmeyen bir hata oluştu.');
  });

  it('reads the body of a 2xx with the wrong code and a bare envelope', () => {
    const wrong = new UnexpectedStatusError({
      status: 200,
      data: { id: 1 },
      statusText: '',
      headers: {},
      config: { headers: new AxiosHeaders() },
    });
    expect(chooseErrorMessage(wrong, 'tr')).toBe('Beklenmeyen bir hata oluştu.');
    expect(chooseErrorMessage(body, 'en')).toBe('Record not found.');
  });
});

describe('http', () => {
  it('uses /api/v1 and sends the bearer token and the language', async () => {
    configureHttp({ getToken: () => 'tok', getLanguage: () => 'en' });
    const calls = mockHttp(() => ({ status: 200, data: [] }));
    await http.get('members');
    expect(calls[0].baseURL).toBe('/api/v1');
    expect(calls[0].headers.get('Authorization')).toBe('Bearer tok');
    expect(calls[0].headers.get('Accept-Language')).toBe('en');
  });

  it('sends no Authorization header when signed out and falls back to tr for an unknown language', async () => {
    configureHttp({ getLanguage: () => 'de' });
    const calls = mockHttp(() => ({ status: 200 }));
    await http.get('x');
    expect(calls[0].headers.has('Authorization')).toBe(false);
    expect(calls[0].headers.get('Accept-Language')).toBe('tr');
  });

  it('reports every 401 and still rejects', async () => {
    const onUnauthorized = jest.fn();
    configureHttp({ onUnauthorized });
    mockHttp(() => ({ status: 401, data: apiError('unauthorized', 'Oturum') }));
    await expect(http.get('members')).rejects.toBeInstanceOf(AxiosError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    mockHttp(() => ({ status: 403, data: apiError('forbidden', 'Yetki') }));
    await expect(http.get('members')).rejects.toBeInstanceOf(AxiosError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

it('sends a request within the call, before any awaited step (a list asks before it draws its placeholders)', () => {
  const calls = mockHttp(() => ({ status: 200, data: [] }));
  void http.get('members');
  expect(calls).toHaveLength(1);
  expect(calls[0].headers.get('Accept-Language')).toBe('tr');
});
