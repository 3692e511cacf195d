import Fastify from 'fastify';
import errorHandler from '../../../src/server/http/errorHandler';
import type { ApiError } from '../../../src/shared/types';
import { describeEachDatabase } from '../helpers/testApp';

const LOGIN = '/api/v1/authentications/users';

describeEachDatabase('error envelope', (t) => {
  it('answers malformed JSON with 400 invalid_json', async () => {
    const res = await t().request({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().error).toBe('invalid_json');
  });

  it('answers a JSON body that is not an object with 400', async () => {
    const res = await t().request({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().error).toBe('validation_failed');
  });

  it('answers a wrong content type with 415', async () => {
    const res = await t().request({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json<ApiError>().error).toBe('unsupported_media_type');
  });

  it('answers an oversized body with 413', async () => {
    const payload = JSON.stringify({ username: 'a', password: 'x'.repeat(t().config.bodyLimitBytes + 10) });
    const res = await t().request({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json<ApiError>().error).toBe('payload_too_large');
  });

  it('answers an unknown API route with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t().request({ method, url: '/api/v1/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json<ApiError>().error).toBe('route_not_found');
    }
  });

  it('translates by Accept-Language (tr by default) and always carries all three translations', async () => {
    const ask = (lang?: string) =>
      t().request({
        method: 'POST',
        url: LOGIN,
        payload: { username: 'admin', password: 'wrong' },
        headers: lang ? { 'accept-language': lang } : {},
        remoteAddress: '10.9.9.9',
      });
    const tr = (await ask()).json<ApiError>();
    expect(tr.translated_message).toBe('Kullanıcı adı veya şifre hatalı.');
    expect(tr.message).toBe('Wrong username or password.');
    expect(tr.translations).toEqual({
      tr: 'Kullanıcı adı veya şifre hatalı.',
      en: 'Wrong username or password.',
      ar: 'اسم المستخدم أو كلمة المرور غير صحيحة.',
    });
    expect((await ask('en-US,en;q=0.9')).json<ApiError>().translated_message).toBe(
      'Wrong username or password.',
    );
    expect((await ask('fr;q=1, ar;q=0.8, en;q=0.5')).json<ApiError>().translated_message).toBe(
      tr.translations.ar,
    );
    expect((await ask('de')).json<ApiError>().translated_message).toBe(tr.translations.tr);
  });
});

describe('5xx answers', () => {
  it('never leak the internal message or stack', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandler);
    app.get('/boom', async () => {
      throw new Error('secret database detail');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/secret|stack|at /);
    expect(res.json<ApiError>().error).toBe('unexpected_error');
    expect(res.json<ApiError>().translated_message).toBe('Beklenmeyen bir hata oluştu.');
    await app.close();
  });
});
