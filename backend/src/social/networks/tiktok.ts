import {
  checkpointString,
  failureOfStatus,
  field,
  urlOrNull,
  poll,
  requiredString,
  send,
  type Answer,
  type ClientOptions,
  type SocialSettings,
} from './network-http.js';
import { appCredentials, grantedTokens, missingAppSettings, requestTokens, type AppSettings } from './oauth-app.js';
import {
  NetworkError,
  type AccountAccess,
  type AuthorizationRequest,
  type Checkpoint,
  type ConnectedAccount,
  type GrantedTokens,
  type NetworkFailure,
  type PostMetrics,
  type PublishedPost,
  type PublishRequest,
  type Recovery,
  type SaveCheckpoint,
  type SocialNetworkClient,
} from './social-network.js';

type TikTokSettings = SocialSettings['tiktok'];

/** user.info.profile: the account's `username` (its @handle), which a post's permalink names. */
const SCOPES = ['user.info.basic', 'user.info.profile', 'video.publish', 'video.list'];
/** A photo post's title is at most 90 characters; the whole text goes into its description. */
const PHOTO_TITLE_CHARS = 90;

/** TikTok's error codes (developers.tiktok.com/doc/tiktok-api-v2-error-handling) as far as they decide what happens next. */
const FAILURES: Record<string, NetworkFailure> = {
  access_token_invalid: 'auth',
  scope_not_authorized: 'auth',
  scope_permission_missed: 'auth',
  invalid_grant: 'auth',
  rate_limit_exceeded: 'rate_limited',
  spam_risk_too_many_posts: 'rate_limited',
  spam_risk_too_many_pending_share: 'rate_limited',
  internal_error: 'unavailable',
};

/** A publication's outcome as status/fetch tells it: out (with the post's id), failed, or undefined while TikTok works on it. */
type Outcome = { postId: string } | { failed: string };

/**
 * TikTok's Content Posting API: OAuth 2.0 with PKCE, and a direct post that TikTok pulls from the
 * file URLs, made by one init call and followed by its publish_id until it is out.
 */
export class TikTokClient implements SocialNetworkClient {
  readonly network = 'tiktok';
  readonly publishingLimit = null;
  private readonly fetchFn: typeof fetch;
  private readonly pollIntervalMs: number | undefined;

  /** The app registered with the network, and the variables that set it. */
  private readonly oauthApp: AppSettings;

  constructor(
    private readonly settings: TikTokSettings,
    options: ClientOptions = {},
  ) {
    this.fetchFn = options.fetch ?? fetch;
    this.pollIntervalMs = options.pollIntervalMs;
    this.oauthApp = {
      id: { value: settings.clientKey, variable: 'TIKTOK_CLIENT_KEY' },
      secret: { value: settings.clientSecret, variable: 'TIKTOK_CLIENT_SECRET' },
    };
  }

  missingSettings(): readonly string[] {
    return missingAppSettings(this.oauthApp);
  }

  authorizationUrl({ state, redirectUri, codeChallenge }: AuthorizationRequest): string {
    const url = new URL(this.settings.authUrl);
    url.search = new URLSearchParams({
      client_key: appCredentials(this.network, this.oauthApp).id,
      response_type: 'code',
      scope: SCOPES.join(','),
      redirect_uri: redirectUri,
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.href;
  }

  async connect(code: string, redirectUri: string, codeVerifier: string): Promise<ConnectedAccount[]> {
    const { tokens, openId } = await this.token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: codeVerifier,
    });
    const answer = await this.api('GET', '/v2/user/info/?fields=open_id,display_name,avatar_url', tokens.accessToken);
    const user = field(field(answer.body, 'data'), 'user');
    const name = field(user, 'display_name');
    return [
      {
        externalId: openId,
        name: typeof name === 'string' && name ? name : openId,
        pictureUrl: urlOrNull(field(user, 'avatar_url'), this.settings.apiUrl),
        tokens,
      },
    ];
  }

  async refresh({ refreshToken }: { refreshToken: string | null }): Promise<GrantedTokens> {
    if (!refreshToken) throw new NetworkError('auth', 'TikTok: the connection has no refresh token');
    return (await this.token({ grant_type: 'refresh_token', refresh_token: refreshToken })).tokens;
  }

  /**
   * The init call is the commit: TikTok posts what it pulled without a further call. A resumed
   * publication follows its publish_id; one TikTok gave up on (FAILED, never public) starts anew.
   */
  async publish(request: PublishRequest, checkpoint: Checkpoint, save: SaveCheckpoint): Promise<PublishedPost> {
    const token = request.account.accessToken;
    // Read before anything goes out: a handle TikTok cannot tell now is a retry, not a post without its link.
    const handle = await this.handleOf(request.account);
    let publishId = checkpointString(checkpoint.publishId);
    if (publishId) {
      const previous = await this.outcome(publishId, token);
      if (previous && 'failed' in previous) publishId = null;
    }
    if (!publishId) {
      await save({ committing: true });
      publishId = await this.init(request);
      await save({ committing: true, publishId });
    }
    const outcome = await this.settled(publishId, token);
    if (!outcome) throw new NetworkError('unavailable', 'TikTok is still processing the post');
    if ('failed' in outcome)
      throw new NetworkError('rejected', `TikTok did not publish the post (${outcome.failed})`, outcome.failed);
    return this.postOf(handle, outcome.postId);
  }

  /**
   * Before the init call: not out. After it: its publish_id tells; without one, nobody can tell.
   * Still processing: not out yet, and publish() goes on waiting for the same publish_id (it inits
   * anew only after FAILED), so nothing is posted twice.
   */
  async recover(request: PublishRequest, checkpoint: Checkpoint): Promise<Recovery> {
    if (checkpoint.committing !== true) return { state: 'not_published' };
    const publishId = checkpointString(checkpoint.publishId);
    if (!publishId) return { state: 'unknown' };
    const outcome = await this.settled(publishId, request.account.accessToken);
    if (!outcome) return { state: 'not_published' };
    if ('failed' in outcome) return { state: 'not_published' };
    return { state: 'published', post: this.postOf(await this.handleOf(request.account), outcome.postId) };
  }

  async metrics(account: AccountAccess, post: Pick<PublishedPost, 'externalId'>): Promise<PostMetrics> {
    const answer = await this.api(
      'POST',
      '/v2/video/query/?fields=id,like_count,comment_count,share_count,view_count',
      account.accessToken,
      {
        filters: { video_ids: [post.externalId] },
      },
    );
    const videos = field(field(answer.body, 'data'), 'videos');
    const video = Array.isArray(videos)
      ? videos.find((entry) => String(field(entry, 'id')) === post.externalId)
      : undefined;
    const count = (key: string) => {
      const value = field(video, key);
      return typeof value === 'number' ? value : null;
    };
    return {
      reach: null,
      impressions: count('view_count'),
      likes: count('like_count'),
      comments: count('comment_count'),
      shares: count('share_count'),
      saves: null,
    };
  }

  private async init(request: PublishRequest): Promise<string> {
    const token = request.account.accessToken;
    const video = request.format === 'reel' || request.files.some((file) => file.kind === 'video');
    if (video && request.files.length !== 1)
      throw new NetworkError('rejected', 'A TikTok video post has exactly one file');
    const answer = video
      ? await this.api('POST', '/v2/post/publish/video/init/', token, {
          post_info: { title: request.text, privacy_level: 'PUBLIC_TO_EVERYONE' },
          source_info: { source: 'PULL_FROM_URL', video_url: request.files[0].url },
        })
      : await this.api('POST', '/v2/post/publish/content/init/', token, {
          post_info: {
            title: [...(request.text.split('\n')[0] ?? '')].slice(0, PHOTO_TITLE_CHARS).join(''),
            description: request.text,
            privacy_level: 'PUBLIC_TO_EVERYONE',
          },
          source_info: {
            source: 'PULL_FROM_URL',
            photo_images: request.files.map((file) => file.url),
            photo_cover_index: 0,
          },
          post_mode: 'DIRECT_POST',
          media_type: 'PHOTO',
        });
    return requiredString(field(answer.body, 'data'), 'publish_id', 'TikTok publish init');
  }

  /** Follows the publication until TikTok finished or gave up; undefined when it is still at work after the polls. */
  private settled(publishId: string, token: string): Promise<Outcome | undefined> {
    return poll(() => this.outcome(publishId, token), this.pollIntervalMs);
  }

  private async outcome(publishId: string, token: string): Promise<Outcome | undefined> {
    const answer = await this.api('POST', '/v2/post/publish/status/fetch/', token, { publish_id: publishId });
    const data = field(answer.body, 'data');
    const status = field(data, 'status');
    if (status === 'FAILED') return { failed: String(field(data, 'fail_reason') ?? 'unknown') };
    if (status !== 'PUBLISH_COMPLETE') return undefined;
    // Sic: TikTok's spelling. The ids are 19-digit integers, read exactly (see network-http.ts).
    const ids = field(data, 'publicaly_available_post_id');
    const postId = Array.isArray(ids) && ids.length > 0 ? String(ids[0]) : null;
    if (!postId) throw new NetworkError('unavailable', 'TikTok: the published post has no id');
    return { postId };
  }

  /**
   * The account's @handle as TikTok's user info names it now (a handle can change, so it is read at
   * each publication); its open_id when TikTok gives none or the connection lacks the scope for it
   * (TikTok still resolves the post by its id).
   */
  private async handleOf(account: AccountAccess): Promise<string> {
    let answer: Answer;
    try {
      answer = await this.api('GET', '/v2/user/info/?fields=open_id,username', account.accessToken);
    } catch (error) {
      // An account connected before user.info.profile was asked for: its post still goes out, by its open_id.
      if (error instanceof NetworkError && error.code?.startsWith('scope_')) return account.externalId;
      throw error;
    }
    const username = field(field(field(answer.body, 'data'), 'user'), 'username');
    return typeof username === 'string' && username ? username : account.externalId;
  }

  /** A post's URL: https://www.tiktok.com/@{username}/video/{id}. */
  private postOf(handle: string, postId: string): PublishedPost {
    return {
      externalId: postId,
      permalink: `https://www.tiktok.com/@${handle}/video/${postId}`,
      publishedAt: new Date(),
    };
  }

  private async api(method: 'GET' | 'POST', path: string, token: string, body?: unknown): Promise<Answer> {
    const what = `TikTok ${method} ${path.split('?')[0]}`;
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body !== undefined) headers['content-type'] = 'application/json; charset=UTF-8';
    const answer = await send(
      this.fetchFn,
      `${this.settings.apiUrl}${path}`,
      { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
      what,
    );
    const error = field(answer.body, 'error');
    const code = field(error, 'code');
    if (answer.status >= 400 || (code !== undefined && code !== 'ok'))
      throw tiktokError(what, answer.status, code, field(error, 'message'));
    return answer;
  }

  /**
   * TikTok's token revocation (`POST /v2/oauth/revoke/`, the app's key and secret with the token):
   * the user's authorization of this app ends. A token TikTok no longer knows is an OAuth error,
   * NetworkError('auth').
   */
  async revoke({ accessToken }: AccountAccess): Promise<void> {
    const { id, secret } = appCredentials(this.network, this.oauthApp);
    const what = 'TikTok POST /v2/oauth/revoke/';
    const body = new URLSearchParams({ client_key: id, client_secret: secret, token: accessToken });
    const answer = await send(this.fetchFn, `${this.settings.apiUrl}/v2/oauth/revoke/`, { method: 'POST', body }, what);
    const error = field(answer.body, 'error');
    if (answer.status >= 400 || (typeof error === 'string' && error !== ''))
      throw tiktokError(what, answer.status, error, field(answer.body, 'error_description'));
  }

  private async token(grant: Record<string, string>): Promise<{ tokens: GrantedTokens; openId: string }> {
    const { id, secret } = appCredentials(this.network, this.oauthApp);
    const what = `TikTok POST /v2/oauth/token/ (${grant.grant_type})`;
    const answer = await requestTokens(
      this.fetchFn,
      `${this.settings.apiUrl}/v2/oauth/token/`,
      { ...grant, client_key: id, client_secret: secret },
      what,
      ({ status, body }) => {
        const error = field(body, 'error');
        return status >= 400 || typeof error === 'string'
          ? tiktokError(what, status, error, field(body, 'error_description'))
          : null;
      },
    );
    const now = Date.now();
    return {
      openId: requiredString(answer.body, 'open_id', what),
      tokens: grantedTokens(answer.body, what, { required: true, expiresIn: 'refresh_expires_in' }, now),
    };
  }
}

function tiktokError(what: string, status: number, code: unknown, message: unknown): NetworkError {
  const failure =
    (typeof code === 'string' && FAILURES[code]) || (status >= 400 ? failureOfStatus(status) : 'rejected');
  return new NetworkError(
    failure,
    `${what}: ${typeof message === 'string' && message ? message.slice(0, 300) : String(code ?? `HTTP ${status}`)}`,
    typeof code === 'string' ? code : undefined,
  );
}
