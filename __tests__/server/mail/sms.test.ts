// The SMS adapters' requests: the generic JSON POST (credentials from the URL's user part as Basic, none when the
// URL has none) and Twilio's Messages API (form fields, the account's path, Basic sid:token).
import { smsRequest } from '../../../src/server/mail/sms';

const message = { recipient: '+905321112233', body: 'Yarınki Yoga dersiniz 18:00’de.' };

describe('SMS requests', () => {
  it('posts JSON to SMS_URL, with its credentials as Basic authentication and not in the address', () => {
    const { url, init } = smsRequest(
      { url: 'https://relay:p%40ss@sms.example.com/v1/send', provider: 'json', from: 'MODASPOR' },
      message,
    );
    expect(url).toBe('https://sms.example.com/v1/send');
    expect(init.headers).toEqual({
      authorization: `Basic ${Buffer.from('relay:p@ss').toString('base64')}`,
      'content-type': 'application/json',
    });
    expect(JSON.parse(init.body)).toEqual({ to: '+905321112233', from: 'MODASPOR', text: message.body });
    const open = smsRequest({ url: 'http://127.0.0.1:9000/sms', provider: 'json', from: 'GYM' }, message);
    expect(open.init.headers).toEqual({ 'content-type': 'application/json' });
  });

  it("speaks Twilio's Messages API: the account's path, form fields To, From and Body", () => {
    const { url, init } = smsRequest(
      { url: 'https://AC123:tok3n@api.twilio.com', provider: 'twilio', from: '+15005550006' },
      message,
    );
    expect(url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json');
    expect(init.headers).toEqual({
      authorization: `Basic ${Buffer.from('AC123:tok3n').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(Object.fromEntries(new URLSearchParams(init.body))).toEqual({
      To: '+905321112233',
      From: '+15005550006',
      Body: message.body,
    });
  });
});
