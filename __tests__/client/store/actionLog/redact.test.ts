import { makeStore } from '../../../../src/client/store';
import { exportActionLog } from '../../../../src/client/store/actionLog/download';
import { describeFile, redact, REDACTED } from '../../../../src/client/store/actionLog/redact';
import { devToolsOptions, DEVTOOLS_MAX_AGE } from '../../../../src/client/store/devtools';
import { login } from '../../../../src/client/store/sessionThunks';
import { snapshotFromLogin } from '../../../../src/client/store/sessionModel';
import { loginResponse } from '../../helpers/renderWithProviders';

const SECRETS = [
  'hunter2-password',
  'again-password',
  'tok-ACCESS-123',
  'Bearer tok-HEADER-456',
  'tok-snake-789',
  'FILE-CONTENT-abcdef',
  'refresh-xyz',
];
const FILE_BYTES = 'FILE-CONTENT-abcdef'.repeat(10);
const dataUrl = `data:image/png;base64,${Buffer.from(FILE_BYTES).toString('base64')}`;

/** Every kind of secret the product could put in an action. */
function secretActions() {
  const file = new File([FILE_BYTES], 'avatar.png', { type: 'image/png' });
  const response = loginResponse({ access_token: 'tok-ACCESS-123' });
  return [
    login.pending('req-1', { username: 'ayse', password: 'hunter2-password' }),
    login.fulfilled(snapshotFromLogin(response, '1.0.0'), 'req-1', {
      username: 'ayse',
      password: 'hunter2-password',
    }),
    {
      type: 'users/create/pending',
      meta: {
        arg: { body: { username: 'ali', password: 'hunter2-password', password_again: 'again-password' } },
      },
    },
    {
      type: 'http/request',
      payload: {
        headers: { Authorization: 'Bearer tok-HEADER-456', authorization: 'Bearer tok-HEADER-456' },
        access_token: 'tok-snake-789',
        refreshToken: 'refresh-xyz',
      },
    },
    {
      type: 'media/upload/pending',
      meta: { arg: { body: { owner: 'articles', file, files: [new Blob([FILE_BYTES])], preview: dataUrl } } },
    },
  ];
}

describe('redact', () => {
  it('replaces passwords, tokens and Authorization headers wherever they are', () => {
    expect(
      redact({
        password: 'a',
        nested: [
          {
            password_again: 'b',
            accessToken: 'c',
            access_token: 'd',
            Authorization: 'e',
            authorization: 'f',
            api_token: 'g',
          },
        ],
      }),
    ).toEqual({
      password: REDACTED,
      nested: [
        {
          password_again: REDACTED,
          accessToken: REDACTED,
          access_token: REDACTED,
          Authorization: REDACTED,
          authorization: REDACTED,
          api_token: REDACTED,
        },
      ],
    });
  });

  it('keeps empty secrets empty (a signed-out state shows accessToken: null)', () => {
    expect(redact({ accessToken: null, password: undefined })).toEqual({
      accessToken: null,
      password: undefined,
    });
  });

  it('replaces files by name, type and size, and data URLs by their type and size', () => {
    const file = new File(['12345'], 'a.txt', { type: 'text/plain' });
    expect(redact({ file })).toEqual({ file: { name: 'a.txt', type: 'text/plain', size: 5 } });
    expect(describeFile(new Blob(['xy']))).toEqual({ name: null, type: '', size: 2 });
    expect(redact({ preview: 'data:image/png;base64,AAAA' })).toEqual({
      preview: '[file contents redacted: image/png, 3 bytes]',
    });
    expect(redact({ bytes: new Uint8Array(4) })).toEqual({ bytes: { type: 'binary', size: 4 } });
  });

  it('returns the very same object when there is nothing to hide, and never mutates its input', () => {
    const clean = { a: [1, { b: 'x' }], c: { d: null } };
    expect(redact(clean)).toBe(clean);
    const dirty = Object.freeze({ keep: Object.freeze({ x: 1 }), password: 'p' });
    const out = redact(dirty);
    expect(out).toEqual({ keep: { x: 1 }, password: REDACTED });
    expect(out.keep).toBe(dirty.keep);
    expect(dirty.password).toBe('p');
  });
});

describe('no secret leaves the browser', () => {
  const expectNoSecret = (text: string) => {
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(text).not.toContain(Buffer.from(FILE_BYTES).toString('base64'));
  };

  it('an exported action log holds no password, token or file content', () => {
    const store = makeStore();
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // the serializability check rightly complains about the File
    for (const action of secretActions()) store.dispatch(action);
    const text = JSON.stringify(exportActionLog(store));
    expectNoSecret(text);
    expect(store.getState().session.accessToken).toBe('tok-ACCESS-123'); // the live store keeps what it needs
    const file = JSON.parse(text) as { actionsById: Record<string, unknown> };
    expect(JSON.stringify(file.actionsById)).toContain(
      '"file":{"name":"avatar.png","type":"image/png","size":190}',
    );
  });

  it('an export taken after the secrets were dropped from the buffer still hides them (in the snapshot)', () => {
    const store = makeStore(undefined, { actionLogLimit: 2 });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const action of secretActions()) store.dispatch(action);
    expectNoSecret(JSON.stringify(exportActionLog(store)));
  });

  it("DevTools' sanitizers pass on no secret, and history is bounded", () => {
    const store = makeStore();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { actionSanitizer, stateSanitizer } = devToolsOptions;
    const seen: string[] = [];
    for (const action of secretActions()) {
      store.dispatch(action);
      seen.push(
        JSON.stringify(actionSanitizer!(action as never, 0)),
        JSON.stringify(stateSanitizer!(store.getState(), 0)),
      );
    }
    seen.forEach(expectNoSecret);
    expect(devToolsOptions.maxAge).toBe(DEVTOOLS_MAX_AGE);
    expect(devToolsOptions.name).toMatch(/gym back office/i);
    // DevTools' own export must be its sanitized copy, not the page's raw history.
    expect(devToolsOptions.features?.export).toBe(true);
  });
});
