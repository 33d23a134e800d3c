import {
  checkpointString,
  checkpointStrings,
  field,
  isThePost,
  poll,
  requiredString,
  send,
  STORY_CLOCK_SKEW_MS,
  urlOrNull,
  type ClientOptions,
  type SocialSettings,
} from './network-http.js';
import { appCredentials, missingAppSettings, type AppSettings } from './oauth-app.js';
import {
  NetworkError,
  type AccountAccess,
  type AuthorizationRequest,
  type Checkpoint,
  type ConnectedAccount,
  type GrantedTokens,
  type NetworkFailure,
  type PostFormat,
  type PostMetrics,
  type PublishedPost,
  type PublishingLimit,
  type PublishRequest,
  type Recovery,
  type SaveCheckpoint,
  type SocialNetworkClient,
} from './social-network.js';

type MetaSettings = SocialSettings['meta'];
type Params = Record<string, string>;

/**
 * Graph error codes (developers.facebook.com/docs/graph-api/guides/error-handling): 190 and 102
 * the token or session is invalid, expired or revoked; 10 and 200–299 a permission was taken
 * back; 4, 17, 32 and 613 a call limit; 1 and 2 a passing fault on Meta's side. Code 100 (a wrong
 * parameter) comes with type OAuthException too, so the type alone says nothing about the token.
 */
function graphFailure(status: number, code: unknown): NetworkFailure {
  if (code === 190 || code === 102 || code === 10 || (typeof code === 'number' && code >= 200 && code < 300))
    return 'auth';
  if (code === 4 || code === 17 || code === 32 || code === 613 || status === 429) return 'rate_limited';
  if (code === 1 || code === 2 || status >= 500) return 'unavailable';
  return 'rejected';
}

/** Graph's times read "2024-05-01T09:30:00+0000"; the offset gets its colon for Date. */
function graphDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A list answer's `data` entries. */
const entries = (answer: unknown): unknown[] => {
  const data = field(answer, 'data');
  return Array.isArray(data) ? data : [];
};

/** An insights answer ({data: [{name, values: [{value}]}]}) as the latest value per metric. */
function insightValues(answer: unknown): Map<string, number> {
  const values = new Map<string, number>();
  for (const entry of entries(answer)) {
    const series = field(entry, 'values');
    const value = Array.isArray(series) ? field(series.at(-1), 'value') : undefined;
    const name = field(entry, 'name');
    if (typeof name === 'string' && typeof value === 'number') values.set(name, value);
  }
  return values;
}

/** Meta's Graph API: GETs with the parameters in the query, POSTs form-encoded; errors as NetworkError. */
class GraphApi {
  constructor(
    private readonly settings: MetaSettings,
    private readonly fetchFn: typeof fetch,
  ) {}

  get(path: string, params: Params, token: string | null): Promise<unknown> {
    return this.call('GET', path, params, token);
  }

  post(path: string, params: Params, token: string): Promise<unknown> {
    return this.call('POST', path, params, token);
  }

  /**
   * A video given to Meta's upload host (rupload.facebook.com) by URL: the `upload_url` a
   * `upload_phase=start` answered, the token as an OAuth header, the file's URL in `file_url`.
   */
  async uploadByUrl(uploadUrl: string, fileUrl: string, token: string): Promise<void> {
    const what = 'Graph video upload';
    const answer = await send(
      this.fetchFn,
      uploadUrl,
      { method: 'POST', headers: { authorization: `OAuth ${token}`, file_url: fileUrl } },
      what,
    );
    if (answer.status >= 400 || field(answer.body, 'success') !== true) {
      const message = field(field(answer.body, 'debug_info'), 'message');
      throw new NetworkError(
        answer.status >= 500 ? 'unavailable' : 'rejected',
        `${what}: ${typeof message === 'string' ? message.slice(0, 300) : `HTTP ${answer.status}`}`,
      );
    }
  }

  private async call(method: 'GET' | 'POST', path: string, params: Params, token: string | null): Promise<unknown> {
    const what = `Graph ${method} ${path}`;
    const all = new URLSearchParams(token === null ? params : { ...params, access_token: token });
    const url = new URL(`${this.settings.graphUrl}${path}`);
    if (method === 'GET') url.search = all.toString();
    const answer = await send(this.fetchFn, url.href, method === 'GET' ? { method } : { method, body: all }, what);
    const error = field(answer.body, 'error');
    if (answer.status >= 400 || error !== undefined) {
      const code = field(error, 'code');
      const message = field(error, 'message');
      throw new NetworkError(
        graphFailure(answer.status, code),
        `${what}: ${typeof message === 'string' ? message.slice(0, 300) : `HTTP ${answer.status}`}`,
        code === undefined ? undefined : String(code),
      );
    }
    return answer.body;
  }
}

/** A Facebook page as /me/accounts lists it, with its token. */
interface Page {
  id: string;
  name: string;
  accessToken: string;
  /** The page's picture (`picture{url}`). */
  pictureUrl: string | null;
  instagram: { id: string; username: string; pictureUrl: string | null } | null;
}

function pageOf(entry: unknown, graphUrl: string): Page | null {
  const [id, name, accessToken] = ['id', 'name', 'access_token'].map((key) => field(entry, key));
  if (typeof id !== 'string' || typeof accessToken !== 'string') return null;
  const instagram = field(entry, 'instagram_business_account');
  const igId = field(instagram, 'id');
  return {
    id,
    name: typeof name === 'string' ? name : id,
    accessToken,
    pictureUrl: urlOrNull(field(field(field(entry, 'picture'), 'data'), 'url'), graphUrl),
    instagram:
      typeof igId === 'string'
        ? {
            id: igId,
            username: String(field(instagram, 'username') ?? igId),
            pictureUrl: urlOrNull(field(instagram, 'profile_picture_url'), graphUrl),
          }
        : null,
  };
}

const idPath = (id: string) => `/${encodeURIComponent(id)}`;

/**
 * What Instagram and Facebook share: Meta's login dialog (state only: Meta offers no PKCE for this
 * flow), the code → short-lived user token → long-lived user token → page tokens exchange, and
 * the page tokens' renewal, which is a look at how long Meta still grants data access.
 */
abstract class MetaClient implements SocialNetworkClient {
  abstract readonly network: 'instagram' | 'facebook';
  abstract readonly publishingLimit: SocialNetworkClient['publishingLimit'];
  protected abstract readonly scopes: readonly string[];
  protected readonly graph: GraphApi;
  protected readonly pollIntervalMs: number | undefined;

  /** The app registered with the network, and the variables that set it. */
  private readonly oauthApp: AppSettings;

  constructor(
    private readonly settings: MetaSettings,
    options: ClientOptions = {},
  ) {
    this.graph = new GraphApi(settings, options.fetch ?? fetch);
    this.pollIntervalMs = options.pollIntervalMs;
    this.oauthApp = {
      id: { value: settings.appId, variable: 'META_APP_ID' },
      secret: { value: settings.appSecret, variable: 'META_APP_SECRET' },
    };
  }

  missingSettings(): readonly string[] {
    return missingAppSettings(this.oauthApp);
  }

  authorizationUrl({ state, redirectUri }: AuthorizationRequest): string {
    const url = new URL(this.settings.dialogUrl);
    url.search = new URLSearchParams({
      client_id: appCredentials(this.network, this.oauthApp).id,
      redirect_uri: redirectUri,
      state,
      response_type: 'code',
      scope: this.scopes.join(','),
    }).toString();
    return url.href;
  }

  async connect(code: string, redirectUri: string): Promise<ConnectedAccount[]> {
    const { id, secret } = appCredentials(this.network, this.oauthApp);
    const app = { client_id: id, client_secret: secret };
    const short = await this.graph.get('/oauth/access_token', { ...app, redirect_uri: redirectUri, code }, null);
    const long = await this.graph.get(
      '/oauth/access_token',
      {
        ...app,
        grant_type: 'fb_exchange_token',
        fb_exchange_token: requiredString(short, 'access_token', 'Graph code exchange'),
      },
      null,
    );
    const userToken = requiredString(long, 'access_token', 'Graph token exchange');
    // The pages this person manages, each with a page token that does not expire by time.
    const answer = await this.graph.get(
      '/me/accounts',
      {
        fields: 'id,name,access_token,picture{url},instagram_business_account{id,username,profile_picture_url}',
        limit: '100',
      },
      userToken,
    );
    const accounts: ConnectedAccount[] = [];
    for (const page of entries(answer).map((entry) => pageOf(entry, this.settings.graphUrl))) {
      const account = page && this.accountOf(page);
      if (account) accounts.push({ ...account, tokens: await this.pageTokens(page.accessToken) });
    }
    return accounts;
  }

  /** Page tokens do not expire by time: the same token, with how long Meta still grants data access. */
  refresh({ accessToken }: { accessToken: string }): Promise<GrantedTokens> {
    return this.pageTokens(accessToken);
  }

  /** The account of this network a page stands for, if it has one. */
  protected abstract accountOf(page: Page): Omit<ConnectedAccount, 'tokens'> | null;

  abstract publish(request: PublishRequest, checkpoint: Checkpoint, save: SaveCheckpoint): Promise<PublishedPost>;
  abstract recover(request: PublishRequest, checkpoint: Checkpoint): Promise<Recovery>;
  abstract metrics(
    account: AccountAccess,
    post: Pick<PublishedPost, 'externalId'> & { format?: PostFormat },
  ): Promise<PostMetrics>;

  private async pageTokens(accessToken: string): Promise<GrantedTokens> {
    const { id, secret } = appCredentials(this.network, this.oauthApp);
    const answer = field(await this.graph.get('/debug_token', { input_token: accessToken }, `${id}|${secret}`), 'data');
    if (field(answer, 'is_valid') !== true)
      throw new NetworkError(
        'auth',
        'Graph GET /debug_token: the page token is no longer valid',
        String(field(field(answer, 'error'), 'code') ?? ''),
      );
    const until = field(answer, 'data_access_expires_at');
    return {
      accessToken,
      refreshToken: null,
      expiresAt: null,
      refreshableUntil: typeof until === 'number' && until > 0 ? new Date(until * 1000) : null,
    };
  }
}

/** An Instagram container's processing state (status_code). */
type ContainerStatus = 'IN_PROGRESS' | 'FINISHED' | 'PUBLISHED' | 'ERROR' | 'EXPIRED';

/** What an Instagram publication records: its containers, made once and reused when it resumes. */
interface InstagramProgress {
  /** The carousel's items, in order. */
  children: string[];
  /** The container that media_publish makes public (the carousel, or the post's only one). */
  container: string | null;
}

/** The progress as it is now: later containers do not change a checkpoint already handed over. */
const snapshot = (progress: InstagramProgress): Checkpoint => ({
  children: [...progress.children],
  container: progress.container,
});

/**
 * Instagram's Content Publishing API: a container per file (a carousel's items, then the carousel),
 * waited for until Meta has fetched and processed the files, then media_publish. A container can be
 * published once only, which is what makes a resumed publication safe.
 */
export class InstagramClient extends MetaClient {
  readonly network = 'instagram';
  readonly publishingLimit: PublishingLimit = { total: 50, windowHours: 24 };
  protected readonly scopes = [
    'instagram_basic',
    'instagram_content_publish',
    'instagram_manage_insights',
    'pages_show_list',
    'pages_read_engagement',
    'business_management',
  ];

  protected accountOf(page: Page) {
    return (
      page.instagram && {
        externalId: page.instagram.id,
        name: `@${page.instagram.username}`,
        pictureUrl: page.instagram.pictureUrl,
      }
    );
  }

  /**
   * Resumes with the checkpoint's containers while they can still be published; when any of them
   * failed or expired (a recovery answers `not_published` for those too), it starts over with new
   * ones: no container of the old attempt ever went public.
   */
  async publish(request: PublishRequest, checkpoint: Checkpoint, save: SaveCheckpoint): Promise<PublishedPost> {
    const { externalId: user, accessToken: token } = request.account;
    const carousel = request.format === 'carousel';
    const story = request.format === 'story';
    if (carousel ? request.files.length < 2 || request.files.length > 10 : request.files.length !== 1) {
      throw new NetworkError('rejected', `An Instagram ${request.format} cannot have ${request.files.length} files`);
    }
    const progress = await this.resumable(checkpoint, token);
    if (carousel) {
      for (const file of request.files.slice(progress.children.length)) {
        const media: Params =
          file.kind === 'video' ? { media_type: 'VIDEO', video_url: file.url } : { image_url: file.url };
        progress.children.push(await this.create(user, { ...media, is_carousel_item: 'true' }, token));
        await save(snapshot(progress));
      }
      for (const child of progress.children) await this.finished(child, token);
      progress.container ??= await this.create(
        user,
        { media_type: 'CAROUSEL', children: progress.children.join(','), caption: request.text },
        token,
      );
    } else if (story) {
      // A story takes no caption: Instagram shows none.
      const [file] = request.files;
      const media: Params =
        file.kind === 'video'
          ? { media_type: 'STORIES', video_url: file.url }
          : { media_type: 'STORIES', image_url: file.url };
      progress.container ??= await this.create(user, media, token);
    } else {
      const [file] = request.files;
      const media: Params =
        file.kind === 'video' || request.format === 'reel'
          ? { media_type: 'REELS', video_url: file.url }
          : { image_url: file.url };
      progress.container ??= await this.create(user, { ...media, caption: request.text }, token);
    }
    await save(snapshot(progress));
    await this.finished(progress.container, token);
    await save({ ...snapshot(progress), committing: true });
    const published = await this.graph.post(
      `${idPath(user)}/media_publish`,
      { creation_id: progress.container },
      token,
    );
    const media = await this.graph.get(
      idPath(requiredString(published, 'id', 'Graph media_publish')),
      { fields: 'id,permalink,timestamp' },
      token,
    );
    return this.postOf(media) ?? this.missing();
  }

  /**
   * No container for media_publish yet, or it can still be published: not out. A published one: the
   * account's recent media tell which post it became (same caption, not older than the attempt).
   */
  async recover(request: PublishRequest, checkpoint: Checkpoint): Promise<Recovery> {
    const container = checkpointString(checkpoint.container);
    if (!container) return { state: 'not_published' };
    const status = await this.status(container, request.account.accessToken);
    if (status !== 'PUBLISHED') return { state: 'not_published' };
    if (request.format === 'story') return this.recoverStory(request);
    const answer = await this.graph.get(
      `${idPath(request.account.externalId)}/media`,
      { fields: 'id,caption,permalink,timestamp', limit: '25' },
      request.account.accessToken,
    );
    const media = entries(answer).find((entry) =>
      isThePost(request, field(entry, 'caption'), graphDate(field(entry, 'timestamp'))),
    );
    const post = media === undefined ? null : this.postOf(media);
    return post ? { state: 'published', post } : { state: 'unknown' };
  }

  /**
   * A story has no caption to know it by: the account's stories made since the attempt began tell,
   * when there is exactly one (two at once cannot be told apart: a person looks).
   */
  private async recoverStory(request: PublishRequest): Promise<Recovery> {
    const answer = await this.graph.get(
      `${idPath(request.account.externalId)}/stories`,
      { fields: 'id,permalink,timestamp', limit: '25' },
      request.account.accessToken,
    );
    const since = request.startedAt.getTime() - STORY_CLOCK_SKEW_MS;
    const made = entries(answer).filter((entry) => (graphDate(field(entry, 'timestamp'))?.getTime() ?? 0) >= since);
    const post = made.length === 1 ? this.postOf(made[0]) : null;
    return post ? { state: 'published', post } : { state: 'unknown' };
  }

  /** A feed post's insights; a story's are reach, replies, shares and views (Graph refuses likes and saves for it). */
  async metrics(
    account: AccountAccess,
    post: Pick<PublishedPost, 'externalId'> & { format?: PostFormat },
  ): Promise<PostMetrics> {
    const story = post.format === 'story';
    const answer = await this.graph.get(
      `${idPath(post.externalId)}/insights`,
      { metric: story ? 'reach,replies,shares,views' : 'reach,likes,comments,shares,saved,views' },
      account.accessToken,
    );
    const values = insightValues(answer);
    const value = (name: string) => values.get(name) ?? null;
    if (story)
      return {
        reach: value('reach'),
        impressions: value('views'),
        likes: null,
        comments: value('replies'),
        shares: value('shares'),
        saves: null,
      };
    return {
      reach: value('reach'),
      impressions: value('views'),
      likes: value('likes'),
      comments: value('comments'),
      shares: value('shares'),
      saves: value('saved'),
    };
  }

  /** The first comment: the account's comment on its own media (Graph: POST /{ig-media-id}/comments). */
  readonly comments = {
    post: async (account: AccountAccess, post: Pick<PublishedPost, 'externalId'>, message: string) =>
      requiredString(
        await this.graph.post(`${idPath(post.externalId)}/comments`, { message }, account.accessToken),
        'id',
        'Graph POST comments',
      ),
    find: async (account: AccountAccess, post: Pick<PublishedPost, 'externalId'>, message: string) => {
      const answer = await this.graph.get(
        `${idPath(post.externalId)}/comments`,
        { fields: 'id,text,timestamp', limit: '50' },
        account.accessToken,
      );
      const found = entries(answer).find((entry) => field(entry, 'text') === message);
      const id = field(found, 'id');
      return typeof id === 'string' ? id : null;
    },
  };

  private async resumable(checkpoint: Checkpoint, token: string): Promise<InstagramProgress> {
    const progress = {
      children: checkpointStrings(checkpoint.children),
      container: checkpointString(checkpoint.container),
    };
    const made = [...progress.children, ...(progress.container ? [progress.container] : [])];
    for (const id of made) {
      const status = await this.status(id, token);
      if (status === 'ERROR' || status === 'EXPIRED') return { children: [], container: null };
    }
    return progress;
  }

  private async create(user: string, params: Params, token: string): Promise<string> {
    return requiredString(await this.graph.post(`${idPath(user)}/media`, params, token), 'id', 'Graph POST media');
  }

  private async status(container: string, token: string): Promise<ContainerStatus> {
    const answer = await this.graph.get(idPath(container), { fields: 'status_code' }, token);
    return requiredString(answer, 'status_code', 'Graph container status') as ContainerStatus;
  }

  /** Waits while Meta processes the container; one it could not process is refused. */
  private async finished(container: string, token: string): Promise<void> {
    const status = await poll(async () => {
      const now = await this.status(container, token);
      return now === 'IN_PROGRESS' ? undefined : now;
    }, this.pollIntervalMs);
    if (status === undefined) throw new NetworkError('unavailable', 'Instagram is still processing the media');
    if (status === 'ERROR' || status === 'EXPIRED')
      throw new NetworkError('rejected', `Instagram could not process the media (${status})`, status);
  }

  private postOf(media: unknown): PublishedPost | null {
    const [id, permalink, publishedAt] = [
      field(media, 'id'),
      field(media, 'permalink'),
      graphDate(field(media, 'timestamp')),
    ];
    return typeof id === 'string' && typeof permalink === 'string' && publishedAt
      ? { externalId: id, permalink, publishedAt }
      : null;
  }

  private missing(): never {
    throw new NetworkError('unavailable', 'Graph: the published media has no permalink or timestamp');
  }
}

/**
 * Facebook pages: photos are uploaded unpublished and attached to one feed post; a video goes up
 * as the page's video (a reel or a video file), which is its own post.
 */
export class FacebookClient extends MetaClient {
  readonly network = 'facebook';
  readonly publishingLimit = null;
  protected readonly scopes = ['pages_show_list', 'pages_manage_posts', 'pages_read_engagement', 'read_insights'];

  protected accountOf(page: Page) {
    return { externalId: page.id, name: page.name, pictureUrl: page.pictureUrl };
  }

  async publish(request: PublishRequest, checkpoint: Checkpoint, save: SaveCheckpoint): Promise<PublishedPost> {
    const { externalId: page, accessToken: token } = request.account;
    if (request.format === 'story') return this.publishStory(request, checkpoint, save);
    if (request.format === 'reel' || request.files.some((file) => file.kind === 'video')) {
      if (request.files.length !== 1) throw new NetworkError('rejected', 'A Facebook video post has exactly one file');
      await save({ committing: true });
      const video = await this.graph.post(
        `${idPath(page)}/videos`,
        { file_url: request.files[0].url, description: request.text },
        token,
      );
      return this.post(requiredString(video, 'id', 'Graph POST videos'), token);
    }
    const photos = checkpointStrings(checkpoint.photos);
    for (const file of request.files.slice(photos.length)) {
      const photo = await this.graph.post(`${idPath(page)}/photos`, { url: file.url, published: 'false' }, token);
      photos.push(requiredString(photo, 'id', 'Graph POST photos'));
      await save({ photos: [...photos] });
    }
    await save({ photos, committing: true });
    const attached = Object.fromEntries(
      photos.map((id, index) => [`attached_media[${index}]`, JSON.stringify({ media_fbid: id })]),
    );
    const post = await this.graph.post(`${idPath(page)}/feed`, { message: request.text, ...attached }, token);
    return this.post(requiredString(post, 'id', 'Graph POST feed'), token);
  }

  /**
   * A page story (Graph: /{page-id}/photo_stories, /{page-id}/video_stories): a photo uploaded
   * unpublished and then made the story, or a video started, given by URL to the upload host and
   * finished as the story. The photo's or video's id is kept before the call that makes it public:
   * a recovery finds the story by it.
   */
  private async publishStory(
    request: PublishRequest,
    checkpoint: Checkpoint,
    save: SaveCheckpoint,
  ): Promise<PublishedPost> {
    const { externalId: page, accessToken: token } = request.account;
    const [file] = request.files;
    if (request.files.length !== 1) throw new NetworkError('rejected', 'A Facebook story has exactly one file');
    let answer: unknown;
    if (file.kind === 'video') {
      let video = checkpointString(checkpoint.media);
      if (!video || checkpoint.uploaded !== true) {
        const started = await this.graph.post(`${idPath(page)}/video_stories`, { upload_phase: 'start' }, token);
        video = requiredString(started, 'video_id', 'Graph video_stories start');
        await save({ media: video });
        await this.graph.uploadByUrl(
          requiredString(started, 'upload_url', 'Graph video_stories start'),
          file.url,
          token,
        );
        await save({ media: video, uploaded: true });
      }
      await save({ media: video, uploaded: true, committing: true });
      answer = await this.graph.post(
        `${idPath(page)}/video_stories`,
        { upload_phase: 'finish', video_id: video },
        token,
      );
    } else {
      let photo = checkpointString(checkpoint.media);
      if (!photo) {
        const uploaded = await this.graph.post(`${idPath(page)}/photos`, { url: file.url, published: 'false' }, token);
        photo = requiredString(uploaded, 'id', 'Graph POST photos');
        await save({ media: photo });
      }
      await save({ media: photo, committing: true });
      answer = await this.graph.post(`${idPath(page)}/photo_stories`, { photo_id: photo }, token);
    }
    return this.post(requiredString(answer, 'post_id', 'Graph POST stories'), token);
  }

  /** Nothing public before the commit; after it, the page's recent posts tell (same message, not older than the attempt). */
  async recover(request: PublishRequest, checkpoint: Checkpoint): Promise<Recovery> {
    if (checkpoint.committing !== true) return { state: 'not_published' };
    if (request.format === 'story') return this.recoverStory(request, checkpoint);
    const answer = await this.graph.get(
      `${idPath(request.account.externalId)}/published_posts`,
      { fields: 'id,message,permalink_url,created_time', limit: '25' },
      request.account.accessToken,
    );
    const found = entries(answer).find((entry) =>
      isThePost(request, field(entry, 'message'), graphDate(field(entry, 'created_time'))),
    );
    const post = found === undefined ? null : this.postOf(found);
    return post ? { state: 'published', post } : { state: 'unknown' };
  }

  async metrics(account: AccountAccess, post: Pick<PublishedPost, 'externalId'>): Promise<PostMetrics> {
    // A page story is a post of the page: the same insights and counts.
    const path = idPath(post.externalId);
    const insights = insightValues(
      await this.graph.get(
        `${path}/insights`,
        { metric: 'post_impressions,post_impressions_unique' },
        account.accessToken,
      ),
    );
    const counts = await this.graph.get(
      path,
      { fields: 'reactions.summary(total_count),comments.summary(total_count),shares' },
      account.accessToken,
    );
    const total = (key: string) => {
      const count = field(field(field(counts, key), 'summary'), 'total_count');
      return typeof count === 'number' ? count : null;
    };
    const shares = field(field(counts, 'shares'), 'count');
    return {
      reach: insights.get('post_impressions_unique') ?? null,
      impressions: insights.get('post_impressions') ?? null,
      likes: total('reactions'),
      comments: total('comments'),
      // Graph leaves `shares` out of a post nobody shared.
      shares: typeof shares === 'number' ? shares : 0,
      saves: null,
    };
  }

  /** The page's stories name the photo or video each was made of: the one kept before the commit is the story, if it is there. */
  private async recoverStory(request: PublishRequest, checkpoint: Checkpoint): Promise<Recovery> {
    const media = checkpointString(checkpoint.media);
    const answer = await this.graph.get(
      `${idPath(request.account.externalId)}/stories`,
      {},
      request.account.accessToken,
    );
    const story = entries(answer).find((entry) => media !== null && String(field(entry, 'media_id')) === media);
    const [id, url, created] = [field(story, 'post_id'), field(story, 'url'), Number(field(story, 'creation_time'))];
    if (typeof id !== 'string' || typeof url !== 'string' || !created) return { state: 'unknown' };
    return { state: 'published', post: { externalId: id, permalink: url, publishedAt: new Date(created * 1000) } };
  }

  private async post(id: string, token: string): Promise<PublishedPost> {
    const answer = await this.graph.get(idPath(id), { fields: 'permalink_url,created_time' }, token);
    const post = this.postOf({ ...(answer as object), id });
    if (!post) throw new NetworkError('unavailable', 'Graph: the post has no permalink_url or created_time');
    return post;
  }

  private postOf(entry: unknown): PublishedPost | null {
    const [id, link, publishedAt] = [
      field(entry, 'id'),
      field(entry, 'permalink_url'),
      graphDate(field(entry, 'created_time')),
    ];
    if (typeof id !== 'string' || typeof link !== 'string' || !publishedAt) return null;
    // A video's permalink_url is a path on facebook.com.
    return { externalId: id, permalink: link.startsWith('/') ? `https://www.facebook.com${link}` : link, publishedAt };
  }
}
