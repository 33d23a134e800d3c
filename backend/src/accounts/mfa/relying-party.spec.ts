import { relyingPartyOf } from './relying-party.js';

describe('the WebAuthn relying party', () => {
  it('is the host name and origin of APP_URL', () => {
    expect(relyingPartyOf('https://app.contentflow.ch')).toEqual({
      id: 'app.contentflow.ch',
      origin: 'https://app.contentflow.ch',
      name: 'ContentFlow',
    });
    expect(relyingPartyOf('http://localhost:3000')).toEqual({
      id: 'localhost',
      origin: 'http://localhost:3000',
      name: 'ContentFlow',
    });
    expect(relyingPartyOf('https://example.ch:8443/pfad')).toEqual({
      id: 'example.ch',
      origin: 'https://example.ch:8443',
      name: 'ContentFlow',
    });
  });
});
