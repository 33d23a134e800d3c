import { field, inSeconds, requiredString, send, type Answer } from './network-http.js';
import { NetworkError, type GrantedTokens } from './social-network.js';

/**
 * What every network's OAuth 2.0 shares: the app the installation registered with it (an id and a
 * secret, each set by an environment variable), and the token endpoint's answer (RFC 6749 §5.1).
 * The clients differ only in their parameter names and in how an error reads.
 */

/** One setting of the registered app: its value (null: not set) and the environment variable that sets it. */
interface AppSetting {
  value: string | null;
  variable: string;
}

/** The app's id and secret, as the network names them. */
export interface AppSettings {
  id: AppSetting;
  secret: AppSetting;
}

/** The environment variables still to set; empty when the app is configured. */
export function missingAppSettings({ id, secret }: AppSettings): string[] {
  return [id, secret].filter((setting) => !setting.value).map((setting) => setting.variable);
}

/** The app's id and secret; a network whose app is not configured refuses every call ('rejected'). */
export function appCredentials(network: string, settings: AppSettings): { id: string; secret: string } {
  const { id, secret } = settings;
  if (!id.value || !secret.value)
    throw new NetworkError('rejected', `${network} is not configured (${missingAppSettings(settings).join(', ')})`);
  return { id: id.value, secret: secret.value };
}

/**
 * A grant sent form-encoded to a token endpoint with the app's credentials. `failed` reads the
 * network's own error out of an answer (null: the answer carries tokens).
 */
export async function requestTokens(
  fetchFn: typeof fetch,
  url: string,
  form: Record<string, string>,
  what: string,
  failed: (answer: Answer) => NetworkError | null,
): Promise<Answer> {
  const answer = await send(fetchFn, url, { method: 'POST', body: new URLSearchParams(form) }, what);
  const error = failed(answer);
  if (error) throw error;
  return answer;
}

/**
 * A token answer as tokens: the access token it must carry, the refresh token (`required`: its
 * absence means the network answered something else than its API says), and the two lifetimes
 * in seconds, `expires_in` and the refresh token's, whose name the network chooses.
 */
export function grantedTokens(
  body: unknown,
  what: string,
  refresh: { required: boolean; expiresIn: string },
  now = Date.now(),
): GrantedTokens {
  const refreshToken = field(body, 'refresh_token');
  return {
    accessToken: requiredString(body, 'access_token', what),
    refreshToken: refresh.required
      ? requiredString(body, 'refresh_token', what)
      : ((refreshToken as string | undefined) ?? null),
    expiresAt: inSeconds(field(body, 'expires_in'), now),
    refreshableUntil: inSeconds(field(body, refresh.expiresIn), now),
  };
}
