// Replaces the http instance's adapter with a scripted server: each request is recorded and answered by the
// handler; non-2xx answers reject exactly as axios's own adapters do (so interceptors run).
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { http } from '../../../src/client/api/http';

export interface Reply {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>;

export function mockHttp(handler: Handler): InternalAxiosRequestConfig[] {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const reply = await handler(config);
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(reply.headers),
      config,
      request: {},
    };
    if (config.validateStatus && !config.validateStatus(reply.status)) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        {},
        response,
      );
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return calls;
}

/** An error envelope as the server sends it (ARCHITECTURE §5). */
export const apiError = (code: string, tr: string, en = `${tr} (en)`, ar = `${tr} (ar)`) => ({
  error: code,
  message: en,
  translations: { tr, en, ar },
  translated_message: tr,
});
