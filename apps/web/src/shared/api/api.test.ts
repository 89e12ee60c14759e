import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { inMalayalam } from '../../test/language';
import { fakeFetch } from '../../test/render';
import { api } from './api';

/** A call like any feature's own (not one the server preloads). */
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({ languageProbe: build.query<unknown, void>({ query: () => '/language-probe' }) }),
});

async function headersOf(call: 'languageProbe' | 'site'): Promise<Headers> {
  const { fetchMock } = fakeFetch({ 'GET /api/language-probe': {}, 'GET /api/site': {} });
  const { store } = makeStore();
  const endpoint = call === 'site' ? api.endpoints.site : probeApi.endpoints.languageProbe;
  await store.dispatch(endpoint.initiate());
  const request = fetchMock.mock.calls[0]![0] as Request;
  return request.headers;
}

describe("the API calls say the page's language", () => {
  it('as en-IN on an English page', async () => {
    expect((await headersOf('languageProbe')).get('accept-language')).toBe('en-IN');
  });

  describe('on a Malayalam page', () => {
    inMalayalam();

    it('as ml-IN, so the server keeps it for e-mails and invoices', async () => {
      expect((await headersOf('languageProbe')).get('accept-language')).toBe('ml-IN');
    });

    it('but not on the calls the page preloads, which must go exactly as the preload went', async () => {
      expect((await headersOf('site')).get('accept-language')).toBeNull();
    });
  });
});
