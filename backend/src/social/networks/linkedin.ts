import {
  checkpointStrings,
  failureOfStatus,
  field,
  urlOrNull,
  isThePost,
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
  type MediaFile,
  type PostMetrics,
  type PublishedPost,
  type PublishRequest,
  type Recovery,
  type SaveCheckpoint,
  type SocialNetworkClient,
} from './social-network.js';

type LinkedInSettings = SocialSettings['linkedin'];

/** The API version the calls are written against (LinkedIn keeps a version for a year). */
const LINKEDIN_VERSION = '202411';
const SCOPES = ['r_organization_social', 'w_organization_social', 'rw_organization_admin'];
const ORGANIZATION = /^urn:li:organization:(\d+)$/;

/** The error a LinkedIn answer carries: {status, serviceErrorCode, code, message} on /rest, {error, error_description} on OAuth. */
function linkedInError(what: string, answer: Answer): NetworkError {
  const oauthError = field(answer.body, 'error');
  const code = field(answer.body, 'code') ?? oauthError;
  const message = field(answer.body, 'message') ?? field(answer.body, 'error_description');
  // A refresh token that expired or was revoked is invalid_grant: only the owner can connect again.
  const failure = oauthError === 'invalid_grant' ? 'auth' : failureOfStatus(answer.status);
  return new NetworkError(
    failure,
    `${what}: ${typeof message === 'string' ? message.slice(0, 300) : `HTTP ${answer.status}`}`,
    typeof code === 'string' ? code : undefined,
  );
}

/**
 * LinkedIn organisations through the Community Management API: OAuth 2.0 with state (LinkedIn
 * offers PKCE to native apps only), uploads of images and videos owned by the organisation, and one
 * call to /rest/posts that makes the post public.
 */
export class LinkedInClient implements SocialNetworkClient {
  readonly network = 'linkedin';
  readonly publishingLimit = null;
  private readonly fetchFn: typeof fetch;

  /** The app registered with the network, and the variables that set it. */
  private readonly oauthApp: AppSettings;

  constructor(
    private readonly settings: LinkedInSettings,
    options: ClientOptions = {},
  ) {
    this.fetchFn = options.fetch ?? fetch;
    this.oauthApp = {
      id: { value: settings.clientId, variable: 'LINKEDIN_CLIENT_ID' },
      secret: { value: settings.clientSecret, variable: 'LINKEDIN_CLIENT_SECRET' },
    };
  }

  missingSettings(): readonly string[] {
    return missingAppSettings(this.oauthApp);
  }

  authorizationUrl({ state, redirectUri }: AuthorizationRequest): string {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: appCredentials(this.network, this.oauthApp).id,
      redirect_uri: redirectUri,
      state,
      scope: SCOPES.join(' '),
    });
    return `${this.settings.authUrl}/authorization?${query}`;
  }

  async connect(code: string, redirectUri: string): Promise<ConnectedAccount[]> {
    const tokens = await this.token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
    const acls = await this.rest(
      'GET',
      '/rest/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED',
      tokens.accessToken,
    );
    const organizations = elements(acls.body)
      .map((acl) => field(acl, 'organization'))
      .filter((urn): urn is string => typeof urn === 'string' && ORGANIZATION.test(urn));
    const accounts: ConnectedAccount[] = [];
    for (const urn of new Set(organizations)) {
      const organization = await this.rest(
        'GET',
        `/rest/organizations/${ORGANIZATION.exec(urn)?.[1]}`,
        tokens.accessToken,
      );
      const name = field(organization.body, 'localizedName');
      const logo = field(field(organization.body, 'logoV2'), 'original');
      accounts.push({
        externalId: urn,
        name: typeof name === 'string' ? name : urn,
        pictureUrl: typeof logo === 'string' ? await this.imageUrl(logo, tokens.accessToken) : null,
        tokens,
      });
    }
    return accounts;
  }

  /**
   * Where LinkedIn serves an image of its Images API (the organisation's logo, `logoV2.original`);
   * null when it cannot say: a logo is no reason to refuse the connection.
   */
  private async imageUrl(urn: string, token: string): Promise<string | null> {
    if (!/^urn:li:(image|digitalmediaAsset):[\w-]{1,100}$/.test(urn)) return null;
    try {
      const image = await this.rest('GET', `/rest/images/${encodeURIComponent(urn)}`, token);
      return urlOrNull(field(image.body, 'downloadUrl'), this.settings.apiUrl);
    } catch (error) {
      if (error instanceof NetworkError) return null;
      throw error;
    }
  }

  /** LinkedIn may answer without a new refresh token: the old one then stays valid as long as it was. */
  async refresh({
    refreshToken,
    refreshableUntil,
  }: {
    refreshToken: string | null;
    refreshableUntil: Date | null;
  }): Promise<GrantedTokens> {
    if (!refreshToken) throw new NetworkError('auth', 'LinkedIn: the connection has no refresh token');
    const tokens = await this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
    return tokens.refreshToken ? tokens : { ...tokens, refreshToken, refreshableUntil };
  }

  /** Uploads what the checkpoint does not have yet, then commits with the one call that posts. */
  async publish(request: PublishRequest, checkpoint: Checkpoint, save: SaveCheckpoint): Promise<PublishedPost> {
    const { externalId: organization, accessToken: token } = request.account;
    const media = checkpointStrings(checkpoint.media);
    for (const file of request.files.slice(media.length)) {
      media.push(
        file.kind === 'video'
          ? await this.uploadVideo(organization, file, token)
          : await this.uploadImage(organization, file, token),
      );
      await save({ media: [...media] });
    }
    await save({ media, committing: true });
    const content =
      media.length === 1 ? { media: { id: media[0] } } : { multiImage: { images: media.map((id) => ({ id })) } };
    const answer = await this.rest('POST', '/rest/posts', token, {
      author: organization,
      commentary: request.text,
      visibility: 'PUBLIC',
      distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
      content,
      lifecycleState: 'PUBLISHED',
      isReshareDisabledByAuthor: false,
    });
    const urn = answer.headers.get('x-restli-id');
    if (!urn) throw new NetworkError('unavailable', 'LinkedIn POST /rest/posts: the answer has no x-restli-id');
    return { externalId: urn, permalink: permalinkOf(urn), publishedAt: new Date() };
  }

  /** Nothing public before the commit; after it, the organisation's recent posts tell (same text, not older than the attempt). */
  async recover(request: PublishRequest, checkpoint: Checkpoint): Promise<Recovery> {
    if (checkpoint.committing !== true) return { state: 'not_published' };
    const author = encodeURIComponent(request.account.externalId);
    const answer = await this.rest(
      'GET',
      `/rest/posts?author=${author}&q=author&count=20`,
      request.account.accessToken,
    );
    const post = elements(answer.body).find((entry) => {
      const createdAt = field(entry, 'createdAt');
      return isThePost(request, field(entry, 'commentary'), typeof createdAt === 'number' ? new Date(createdAt) : null);
    });
    const urn = field(post, 'id');
    if (typeof urn !== 'string') return { state: 'unknown' };
    const publishedAt = field(post, 'publishedAt') ?? field(post, 'createdAt');
    return {
      state: 'published',
      post: { externalId: urn, permalink: permalinkOf(urn), publishedAt: new Date(Number(publishedAt)) },
    };
  }

  async metrics(account: AccountAccess, post: Pick<PublishedPost, 'externalId'>): Promise<PostMetrics> {
    // Rest.li 2.0: the URN inside List(…) is URL-encoded, the List's parentheses are not.
    const kind = post.externalId.startsWith('urn:li:ugcPost:') ? 'ugcPosts' : 'shares';
    const answer = await this.rest(
      'GET',
      `/rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=${encodeURIComponent(account.externalId)}&${kind}=List(${encodeURIComponent(post.externalId)})`,
      account.accessToken,
    );
    const totals = field(elements(answer.body)[0], 'totalShareStatistics');
    const count = (key: string) => {
      const value = field(totals, key);
      return typeof value === 'number' ? value : null;
    };
    return {
      reach: count('uniqueImpressionsCount'),
      impressions: count('impressionCount'),
      likes: count('likeCount'),
      comments: count('commentCount'),
      shares: count('shareCount'),
      saves: null,
    };
  }

  private async uploadImage(owner: string, file: MediaFile, token: string): Promise<string> {
    const answer = await this.rest('POST', '/rest/images?action=initializeUpload', token, {
      initializeUploadRequest: { owner },
    });
    const value = field(answer.body, 'value');
    const image = requiredString(value, 'image', 'LinkedIn image upload');
    await this.put(requiredString(value, 'uploadUrl', 'LinkedIn image upload'), await file.read(), file.mimeType);
    return image;
  }

  /** A video goes up in the parts LinkedIn asks for; their ETags finalize it. */
  private async uploadVideo(owner: string, file: MediaFile, token: string): Promise<string> {
    const bytes = await file.read();
    const answer = await this.rest('POST', '/rest/videos?action=initializeUpload', token, {
      initializeUploadRequest: { owner, fileSizeBytes: bytes.length, uploadCaptions: false, uploadThumbnail: false },
    });
    const value = field(answer.body, 'value');
    const video = requiredString(value, 'video', 'LinkedIn video upload');
    const instructions = field(value, 'uploadInstructions');
    const parts: string[] = [];
    for (const instruction of Array.isArray(instructions) ? instructions : []) {
      const [first, last] = [Number(field(instruction, 'firstByte')), Number(field(instruction, 'lastByte'))];
      const etag = await this.put(
        requiredString(instruction, 'uploadUrl', 'LinkedIn video upload'),
        bytes.subarray(first, last + 1),
        'application/octet-stream',
      );
      if (!etag) throw new NetworkError('unavailable', 'LinkedIn video upload: a part was taken without an ETag');
      parts.push(etag);
    }
    await this.rest('POST', '/rest/videos?action=finalizeUpload', token, {
      finalizeUploadRequest: { video, uploadToken: field(value, 'uploadToken') ?? '', uploadedPartIds: parts },
    });
    return video;
  }

  /** The upload URLs are signed: they get the bytes, never the token. */
  private async put(url: string, bytes: Buffer, contentType: string): Promise<string | null> {
    if (!this.isUploadUrl(url))
      throw new NetworkError('rejected', "LinkedIn upload: the upload URL names a host that is not LinkedIn's");
    const answer = await send(
      this.fetchFn,
      url,
      { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': contentType } },
      'LinkedIn upload',
    );
    if (answer.status >= 400) throw linkedInError('LinkedIn upload', answer);
    return answer.headers.get('etag');
  }

  /**
   * An upload URL LinkedIn handed out is PUT to (with the file) only on LinkedIn's hosts
   * (LINKEDIN_UPLOAD_HOSTS and their subdomains, by https) or the API's own host and scheme.
   */
  private isUploadUrl(url: string): boolean {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return false;
    }
    const api = new URL(this.settings.apiUrl);
    if (target.protocol === api.protocol && target.host === api.host) return true;
    const host = target.hostname.toLowerCase();
    return (
      target.protocol === 'https:' &&
      target.port === '' &&
      this.settings.uploadHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
    );
  }

  private async rest(method: 'GET' | 'POST', path: string, token: string, body?: unknown): Promise<Answer> {
    const what = `LinkedIn ${method} ${path.split('?')[0]}`;
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      'linkedin-version': LINKEDIN_VERSION,
      'x-restli-protocol-version': '2.0.0',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const answer = await send(
      this.fetchFn,
      `${this.settings.apiUrl}${path}`,
      { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
      what,
    );
    if (answer.status >= 400) throw linkedInError(what, answer);
    return answer;
  }

  /**
   * LinkedIn's token revocation (`POST /oauth/v2/revoke`, the app's id and secret with the token):
   * the member's grant to this app ends. A token LinkedIn no longer knows answers 400, which is the
   * same outcome: NetworkError('auth').
   */
  async revoke({ accessToken }: AccountAccess): Promise<void> {
    const { id, secret } = appCredentials(this.network, this.oauthApp);
    const body = new URLSearchParams({ token: accessToken, client_id: id, client_secret: secret });
    const what = 'LinkedIn POST /revoke';
    const answer = await send(this.fetchFn, `${this.settings.authUrl}/revoke`, { method: 'POST', body }, what);
    if (answer.status === 400) throw new NetworkError('auth', `${what}: the token is not known (any more)`);
    if (answer.status >= 400) throw linkedInError(what, answer);
  }

  private async token(grant: Record<string, string>): Promise<GrantedTokens> {
    const { id, secret } = appCredentials(this.network, this.oauthApp);
    const what = `LinkedIn POST /accessToken (${grant.grant_type})`;
    const answer = await requestTokens(
      this.fetchFn,
      `${this.settings.authUrl}/accessToken`,
      { ...grant, client_id: id, client_secret: secret },
      what,
      (answer) => (answer.status >= 400 ? linkedInError(what, answer) : null),
    );
    return grantedTokens(answer.body, what, { required: false, expiresIn: 'refresh_token_expires_in' });
  }
}

const elements = (answer: unknown): unknown[] => {
  const list = field(answer, 'elements');
  return Array.isArray(list) ? list : [];
};

const permalinkOf = (urn: string) => `https://www.linkedin.com/feed/update/${urn}`;
