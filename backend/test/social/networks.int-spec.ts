import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSocialStandIn, type SocialStandIn, type StandInNetwork } from '../../../scripts/social-stand-in.mjs';
import { loadConfig } from '../../src/config/app-config.js';
import { LinkedInClient } from '../../src/social/networks/linkedin.js';
import { networkClients } from '../../src/social/networks/network-clients.js';
import {
  NetworkError,
  SOCIAL_NETWORKS,
  type AccountAccess,
  type Checkpoint,
  type ConnectedAccount,
  type MediaFile,
  type PostFormat,
  type PublishRequest,
  type SocialNetwork,
  type SocialNetworkClient,
} from '../../src/social/networks/social-network.js';
import { JPEG, MP4, PNG } from '../files.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** More than one of LinkedIn's 4 MiB upload parts. */
const BIG_MP4 = Buffer.concat([MP4, randomBytes(5 * 1024 * 1024)]);
const MEDIA: Record<string, { bytes: Buffer; type: string }> = {
  '/bild.png': { bytes: PNG, type: 'image/png' },
  '/bild.jpg': { bytes: JPEG, type: 'image/jpeg' },
  '/clip.mp4': { bytes: MP4, type: 'video/mp4' },
  '/gross.mp4': { bytes: BIG_MP4, type: 'video/mp4' },
};

/** The files' server the networks fetch from (the storage's signed URLs in the product). */
async function startMediaServer(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const file = MEDIA[request.url ?? ''];
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.type, 'content-length': file.bytes.length }).end(file.bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The consent page's «Zulassen» link, as the browser would follow it back to the product. */
async function consent(authorizationUrl: string): Promise<{ code: string; state: string | null; page: string }> {
  const page = await (await fetch(authorizationUrl)).text();
  const href = /id="allow" href="([^"]+)"/.exec(page)?.[1];
  if (!href) throw new Error(`no consent link on the page: ${page}`);
  const callback = new URL(href.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))));
  return { code: callback.searchParams.get('code') ?? '', state: callback.searchParams.get('state'), page };
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function failureOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof NetworkError)) throw new Error(`expected a NetworkError, got ${String(error)}`);
  return error.failure;
}

describe('the social networks’ clients against the stand-in', () => {
  let standIn: SocialStandIn;
  let media: { server: Server; url: string };
  let clients: ReadonlyMap<SocialNetwork, SocialNetworkClient>;
  const accounts = new Map<SocialNetwork, ConnectedAccount>();

  const client = (network: SocialNetwork) => clients.get(network) as SocialNetworkClient;
  const access = (network: SocialNetwork): AccountAccess => {
    const account = accounts.get(network) as ConnectedAccount;
    return { externalId: account.externalId, accessToken: account.tokens.accessToken };
  };
  const file = (path: string, kind: MediaFile['kind']): MediaFile => ({
    name: path.slice(1),
    mimeType: MEDIA[path]?.type ?? 'image/png',
    kind,
    url: `${media.url}${path}`,
    read: async () => MEDIA[path].bytes,
  });
  const request = (network: SocialNetwork, format: PostFormat, files: MediaFile[]): PublishRequest => ({
    account: access(network),
    format,
    text: `Frisch aus der Backstube ${randomUUID()}\n#brot #zürich`,
    files,
    startedAt: new Date(),
  });

  /** Publishes, keeping every checkpoint the client saved. */
  async function publish(network: SocialNetwork, publication: PublishRequest, from: Checkpoint = {}) {
    const saved: Checkpoint[] = [];
    const post = await client(network).publish(publication, from, async (checkpoint) => void saved.push(checkpoint));
    return { post, saved, recorded: standIn.posts.find((candidate) => candidate.externalId === post.externalId) };
  }

  async function connect(network: SocialNetwork, verifier = '', challenge = ''): Promise<ConnectedAccount[]> {
    const redirectUri = `https://app.example.ch/api/social/callback/${network}`;
    const state = randomUUID();
    const { code, state: returned } = await consent(
      client(network).authorizationUrl({ state, redirectUri, codeChallenge: challenge }),
    );
    expect(returned).toBe(state);
    return client(network).connect(code, redirectUri, verifier);
  }

  /** Holds the network's publishing call once the post is out, and asks for a recovery then, as after a crash. */
  async function recoverWhileHeld(network: StandInNetwork, publication: PublishRequest) {
    const saved: Checkpoint[] = [];
    const { published } = standIn.holdNextPublish(network);
    const publishing = client(network).publish(publication, {}, async (checkpoint) => void saved.push(checkpoint));
    const out = await published;
    const recovery = await client(network).recover(publication, saved.at(-1) as Checkpoint);
    standIn.release();
    return { out, recovery, post: await publishing, saved };
  }

  beforeAll(async () => {
    standIn = await startSocialStandIn();
    media = await startMediaServer();
    clients = networkClients(loadConfig({ ...process.env, ...standIn.env }).social, { pollIntervalMs: 5 });
  });
  afterAll(async () => {
    await standIn.close();
    await new Promise((resolve) => media.server.close(resolve));
  });

  it('names the settings a network lacks', () => {
    const unset = { ...process.env };
    for (const name of Object.keys(standIn.env)) delete unset[name];
    const bare = networkClients(loadConfig(unset).social);
    expect(
      Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, bare.get(network)?.missingSettings()])),
    ).toEqual({
      instagram: ['META_APP_ID', 'META_APP_SECRET'],
      facebook: ['META_APP_ID', 'META_APP_SECRET'],
      linkedin: ['LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET'],
      tiktok: ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'],
    });
    expect([...clients.values()].map((each) => each.missingSettings())).toEqual([[], [], [], []]);
  });

  describe('Instagram', () => {
    it('connects the page’s Instagram account through Meta’s dialog, and renews by re-reading its data access', async () => {
      const url = new URL(
        client('instagram').authorizationUrl({
          state: 's',
          redirectUri: 'https://app.example.ch/cb',
          codeChallenge: 'unused',
        }),
      );
      expect(url.searchParams.get('scope')).toBe(
        'instagram_basic,instagram_content_publish,instagram_manage_insights,pages_show_list,pages_read_engagement,business_management',
      );
      expect(url.searchParams.has('code_challenge')).toBe(false);

      const connected = await connect('instagram');
      expect(connected).toEqual([
        {
          externalId: standIn.accounts.instagram.externalId,
          name: '@baeckerei_muster',
          // Its profile picture on Meta's CDN (the stand-in's own host, which the client takes).
          pictureUrl: expect.stringMatching(/\/cdn\/instagram\/picture\.png\?/),
          tokens: expect.objectContaining({ refreshToken: null, expiresAt: null }),
        },
      ]);
      const [account] = connected;
      expect(account.tokens.refreshableUntil?.getTime()).toBeGreaterThan(Date.now() + 80 * 86_400_000);
      accounts.set('instagram', account);

      const renewed = await client('instagram').refresh({ ...account.tokens, externalId: account.externalId });
      expect(renewed.accessToken).toBe(account.tokens.accessToken);
      expect(renewed.refreshableUntil).toBeInstanceOf(Date);
    });

    it('refuses a code used twice', async () => {
      const redirectUri = 'https://app.example.ch/api/social/callback/instagram';
      const { code } = await consent(
        client('instagram').authorizationUrl({ state: 's', redirectUri, codeChallenge: '' }),
      );
      await client('instagram').connect(code, redirectUri, '');
      expect(await failureOf(client('instagram').connect(code, redirectUri, ''))).toBe('rejected');
    });

    it('publishes a post, a carousel and a reel with the files byte for byte, checkpointing each container before committing', async () => {
      const single = await publish('instagram', request('instagram', 'post', [file('/bild.png', 'image')]));
      expect(single.recorded?.files.map((each) => each.sha256)).toEqual([sha256(PNG)]);
      expect(single.post.permalink).toMatch(/^https:\/\/www\.instagram\.com\/p\//);
      expect(single.saved.at(-1)).toEqual({ children: [], container: expect.any(String), committing: true });

      const carousel = await publish(
        'instagram',
        request('instagram', 'carousel', [
          file('/bild.png', 'image'),
          file('/bild.jpg', 'image'),
          file('/clip.mp4', 'video'),
        ]),
      );
      expect(carousel.recorded?.format).toBe('CAROUSEL_ALBUM');
      expect(carousel.recorded?.files.map((each) => each.sha256)).toEqual([sha256(PNG), sha256(JPEG), sha256(MP4)]);
      expect(carousel.saved.map((checkpoint) => (checkpoint.children as string[]).length)).toEqual([1, 2, 3, 3, 3]);

      const reel = await publish('instagram', request('instagram', 'reel', [file('/clip.mp4', 'video')]));
      expect(reel.recorded).toMatchObject({
        format: 'VIDEO',
        text: expect.stringContaining('Frisch'),
        files: [{ sha256: sha256(MP4), length: MP4.length, contentType: 'video/mp4' }],
      });
    });

    it('recovers a publication by its container: not out before media_publish, the post once it is out', async () => {
      const publication = request('instagram', 'post', [file('/bild.jpg', 'image')]);
      expect(await client('instagram').recover(publication, {})).toEqual({ state: 'not_published' });

      const { out, recovery, post } = await recoverWhileHeld('instagram', publication);
      expect(recovery).toEqual({
        state: 'published',
        post: { externalId: out.externalId, permalink: out.permalink, publishedAt: expect.any(Date) },
      });
      expect(post.externalId).toBe(out.externalId);
    });

    it('starts over with new containers when the checkpoint’s could not be processed', async () => {
      const broken = request('instagram', 'post', [file('/weg.png', 'image')]);
      const saved: Checkpoint[] = [];
      const failure = await failureOf(
        client('instagram').publish(broken, {}, async (checkpoint) => void saved.push(checkpoint)),
      );
      expect(failure).toBe('rejected');
      expect(await client('instagram').recover(broken, saved.at(-1) as Checkpoint)).toEqual({ state: 'not_published' });

      const before = standIn.posts.length;
      const { post, saved: resumed } = await publish(
        'instagram',
        { ...broken, files: [file('/bild.png', 'image')] },
        saved.at(-1),
      );
      expect(resumed[0].container).not.toBe(saved.at(-1)?.container);
      expect(standIn.posts.length).toBe(before + 1);
      expect(standIn.posts.at(-1)?.externalId).toBe(post.externalId);
    });

    it('reads a post’s insights', async () => {
      const { post } = await publish('instagram', request('instagram', 'post', [file('/bild.png', 'image')]));
      standIn.setMetrics(post.externalId, {
        reach: 321,
        impressions: 999,
        likes: 12,
        comments: 3,
        shares: 2,
        saves: 7,
      });
      expect(await client('instagram').metrics(access('instagram'), post)).toEqual({
        reach: 321,
        impressions: 999,
        likes: 12,
        comments: 3,
        shares: 2,
        saves: 7,
      });
    });
  });

  describe('Facebook', () => {
    it('connects the page with its page token', async () => {
      const [page, ...others] = await connect('facebook');
      expect(others).toEqual([]);
      expect(page).toMatchObject({
        externalId: standIn.accounts.facebook.externalId,
        name: 'Bäckerei Muster',
        pictureUrl: expect.stringMatching(/\/cdn\/facebook\/picture\.png\?/),
        tokens: { refreshToken: null, expiresAt: null },
      });
      accounts.set('facebook', page);
    });

    it('publishes a photo post, a carousel of photos and a video', async () => {
      const photo = await publish('facebook', request('facebook', 'post', [file('/bild.png', 'image')]));
      expect(photo.recorded?.files.map((each) => each.sha256)).toEqual([sha256(PNG)]);
      expect(photo.saved).toEqual([
        { photos: [expect.any(String)] },
        { photos: [expect.any(String)], committing: true },
      ]);

      const carousel = await publish(
        'facebook',
        request('facebook', 'carousel', [file('/bild.jpg', 'image'), file('/bild.png', 'image')]),
      );
      expect(carousel.recorded?.files.map((each) => each.sha256)).toEqual([sha256(JPEG), sha256(PNG)]);
      expect(carousel.post.permalink).toMatch(/^https:\/\/www\.facebook\.com\/.+\/posts\//);

      const video = await publish('facebook', request('facebook', 'reel', [file('/clip.mp4', 'video')]));
      expect(video.recorded?.files.map((each) => each.sha256)).toEqual([sha256(MP4)]);
      expect(video.post.permalink).toBe(
        `https://www.facebook.com/${standIn.accounts.facebook.externalId}/videos/${video.post.externalId}/`,
      );
    });

    it('recovers: not out before committing, found among the page’s posts after', async () => {
      const publication = request('facebook', 'carousel', [file('/bild.png', 'image'), file('/bild.jpg', 'image')]);
      expect(await client('facebook').recover(publication, { photos: ['1'] })).toEqual({ state: 'not_published' });
      const { out, recovery } = await recoverWhileHeld('facebook', publication);
      expect(recovery).toMatchObject({
        state: 'published',
        post: { externalId: out.externalId, permalink: out.permalink },
      });
    });

    it('reads a post’s figures', async () => {
      const { post } = await publish('facebook', request('facebook', 'post', [file('/bild.png', 'image')]));
      standIn.setMetrics(post.externalId, { reach: 40, impressions: 90, likes: 5, comments: 2, shares: 0 });
      expect(await client('facebook').metrics(access('facebook'), post)).toEqual({
        reach: 40,
        impressions: 90,
        likes: 5,
        comments: 2,
        shares: 0,
        saves: null,
      });
    });

    it('answers a revoked page token as an auth failure, in every call', async () => {
      const account = accounts.get('facebook') as ConnectedAccount;
      const [page] = await connect('facebook');
      standIn.revoke(page.tokens.accessToken);
      const revoked = { externalId: page.externalId, accessToken: page.tokens.accessToken };
      expect(await failureOf(client('facebook').metrics(revoked, { externalId: '1' }))).toBe('auth');
      expect(await failureOf(client('facebook').refresh({ ...page.tokens, externalId: page.externalId }))).toBe('auth');
      const error = await client('facebook')
        .publish({ ...request('facebook', 'post', [file('/bild.png', 'image')]), account: revoked }, {}, async () => {})
        .catch((caught: unknown) => caught as NetworkError);
      expect(error).toMatchObject({ failure: 'auth', code: '190' });
      expect((error as NetworkError).message).not.toContain(page.tokens.accessToken);
      // The other connection's token still works.
      await client('facebook').refresh({ ...account.tokens, externalId: account.externalId });
    });
  });

  describe('LinkedIn', () => {
    it('connects the organisations the member administers, and refreshes', async () => {
      const [organisation, ...others] = await connect('linkedin');
      expect(others).toEqual([]);
      expect(organisation).toMatchObject({
        externalId: 'urn:li:organization:2414183',
        name: 'Bäckerei Muster AG',
        // The logo's image URN resolved through the Images API.
        pictureUrl: expect.stringMatching(/\/cdn\/linkedin\/picture\.png\?/),
      });
      expect(organisation.tokens.refreshToken).toEqual(expect.any(String));
      expect(organisation.tokens.refreshableUntil?.getTime()).toBeGreaterThan(
        organisation.tokens.expiresAt?.getTime() ?? Infinity,
      );
      const renewed = await client('linkedin').refresh({ ...organisation.tokens, externalId: organisation.externalId });
      expect(renewed.accessToken).not.toBe(organisation.tokens.accessToken);
      accounts.set('linkedin', { ...organisation, tokens: renewed });
    });

    it('uploads and publishes an image post, a multi-image post and a video in parts', async () => {
      const image = await publish('linkedin', request('linkedin', 'post', [file('/bild.png', 'image')]));
      expect(image.recorded?.files.map((each) => each.sha256)).toEqual([sha256(PNG)]);
      expect(image.post.permalink).toBe(`https://www.linkedin.com/feed/update/${image.post.externalId}`);
      expect(image.saved).toEqual([
        { media: [expect.stringMatching(/^urn:li:image:/)] },
        { media: [expect.any(String)], committing: true },
      ]);

      const carousel = await publish(
        'linkedin',
        request('linkedin', 'carousel', [file('/bild.png', 'image'), file('/bild.jpg', 'image')]),
      );
      expect(carousel.recorded).toMatchObject({
        format: 'carousel',
        files: [{ sha256: sha256(PNG) }, { sha256: sha256(JPEG) }],
      });

      const video = await publish('linkedin', request('linkedin', 'reel', [file('/gross.mp4', 'video')]));
      expect(video.recorded?.files).toEqual([
        { sha256: sha256(BIG_MP4), length: BIG_MP4.length, contentType: 'video/mp4' },
      ]);
    });

    it('PUTs a file only to an upload URL on LinkedIn’s hosts (issue 38)', async () => {
      const asked: string[] = [];
      // LinkedIn's answer (here the stand-in's), with the upload URL turned to another host.
      const rewriting: typeof fetch = async (input, init) => {
        const url = String(input instanceof Request ? input.url : input);
        asked.push(url);
        if (url.includes('uploads.example.net')) return new Response(null, { status: 201 });
        const answer = await fetch(input, init);
        if (!url.includes('initializeUpload')) return answer;
        const body = (await answer.text()).replace(
          /"uploadUrl":"[^"]*"/g,
          '"uploadUrl":"https://uploads.example.net/dms-uploads/x"',
        );
        return new Response(body, { status: answer.status, headers: answer.headers });
      };
      const config = loadConfig({ ...process.env, ...standIn.env });
      const misled = new LinkedInClient(config.social.linkedin, { fetch: rewriting });
      const failure = await misled
        .publish(request('linkedin', 'post', [file('/bild.png', 'image')]), {}, async () => undefined)
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(NetworkError);
      expect((failure as NetworkError).message).toContain('not LinkedIn');
      expect(asked.some((url) => url.includes('initializeUpload'))).toBe(true);
      expect(asked.filter((url) => url.includes('uploads.example.net'))).toEqual([]);
      expect(config.social.linkedin.uploadHosts).toEqual(['linkedin.com']);
    });

    it('recovers: not out before committing, found among the organisation’s posts after', async () => {
      const publication = request('linkedin', 'post', [file('/bild.jpg', 'image')]);
      expect(await client('linkedin').recover(publication, { media: ['urn:li:image:x'] })).toEqual({
        state: 'not_published',
      });
      const { out, recovery, post } = await recoverWhileHeld('linkedin', publication);
      expect(recovery).toEqual({
        state: 'published',
        post: { externalId: out.externalId, permalink: out.permalink, publishedAt: expect.any(Date) },
      });
      expect(post.externalId).toBe(out.externalId);
    });

    it('reads a share’s statistics (the URN Rest.li-encoded inside List(…))', async () => {
      const { post } = await publish('linkedin', request('linkedin', 'post', [file('/bild.png', 'image')]));
      standIn.setMetrics(post.externalId, { reach: 70, impressions: 150, likes: 9, comments: 1, shares: 4 });
      expect(await client('linkedin').metrics(access('linkedin'), post)).toEqual({
        reach: 70,
        impressions: 150,
        likes: 9,
        comments: 1,
        shares: 4,
        saves: null,
      });
    });

    it('answers a revoked token as an auth failure', async () => {
      const [organisation] = await connect('linkedin');
      standIn.revoke(organisation.tokens.accessToken);
      standIn.revoke(organisation.tokens.refreshToken as string);
      const revoked = { externalId: organisation.externalId, accessToken: organisation.tokens.accessToken };
      expect(await failureOf(client('linkedin').metrics(revoked, { externalId: 'urn:li:share:1' }))).toBe('auth');
      expect(
        await failureOf(client('linkedin').refresh({ ...organisation.tokens, externalId: organisation.externalId })),
      ).toBe('auth');
    });
  });

  describe('revoking at the network (a company’s erasure)', () => {
    it.each(['linkedin', 'tiktok'] as const)(
      '%s: the app’s access ends there; a token it no longer knows is an auth failure',
      async (network) => {
        const { verifier, challenge } = pkce();
        const [account] = await connect(network, verifier, challenge);
        const granted = { externalId: account!.externalId, accessToken: account!.tokens.accessToken };
        await client(network).revoke!(granted);
        expect(await failureOf(client(network).metrics(granted, { externalId: 'urn:li:share:1' }))).toBe('auth');
        expect(await failureOf(client(network).revoke!(granted))).toBe('auth');
      },
    );
  });

  describe('TikTok', () => {
    it('connects with PKCE: the right verifier only', async () => {
      const url = new URL(
        client('tiktok').authorizationUrl({
          state: 's',
          redirectUri: 'https://app.example.ch/cb',
          codeChallenge: 'abc',
        }),
      );
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        code_challenge: 'abc',
        code_challenge_method: 'S256',
        scope: 'user.info.basic,user.info.profile,video.publish,video.list',
      });

      const wrong = pkce();
      expect(await failureOf(connect('tiktok', pkce().verifier, wrong.challenge))).toBe('auth');

      const right = pkce();
      const [user, ...others] = await connect('tiktok', right.verifier, right.challenge);
      expect(others).toEqual([]);
      expect(user).toMatchObject({
        externalId: standIn.accounts.tiktok.externalId,
        name: 'Bäckerei Muster',
        pictureUrl: expect.stringMatching(/\/cdn\/tiktok\/picture\.png\?/),
      });
      const renewed = await client('tiktok').refresh({ ...user.tokens, externalId: user.externalId });
      expect(renewed.accessToken).not.toBe(user.tokens.accessToken);
      accounts.set('tiktok', { ...user, tokens: renewed });
    });

    it('publishes a video and a photo carousel that TikTok pulls, keeping the 19-digit post ids exact', async () => {
      const video = await publish('tiktok', request('tiktok', 'reel', [file('/clip.mp4', 'video')]));
      expect(video.post.externalId).toMatch(/^7\d{18}$/);
      expect(video.recorded?.files.map((each) => each.sha256)).toEqual([sha256(MP4)]);
      expect(video.saved).toEqual([
        { committing: true },
        { committing: true, publishId: expect.stringMatching(/^v_pub_url~/) },
      ]);
      // The account's @username from TikTok's user info, not its open_id.
      expect(standIn.accounts.tiktok.username).toBe('baeckerei.muster');
      expect(video.post.permalink).toBe(
        `https://www.tiktok.com/@${standIn.accounts.tiktok.username}/video/${video.post.externalId}`,
      );

      const photos = await publish(
        'tiktok',
        request('tiktok', 'carousel', [file('/bild.jpg', 'image'), file('/bild.png', 'image')]),
      );
      expect(photos.recorded?.files.map((each) => each.sha256)).toEqual([sha256(JPEG), sha256(PNG)]);
    });

    it('links by the open_id when the connection predates the scope that names the username (and still publishes)', async () => {
      standIn.failNext('tiktok', 'scope_not_authorized');
      const video = await publish('tiktok', request('tiktok', 'reel', [file('/clip.mp4', 'video')]));
      expect(video.post.permalink).toBe(
        `https://www.tiktok.com/@${standIn.accounts.tiktok.externalId}/video/${video.post.externalId}`,
      );
    });

    it('recovers by the publish_id: not out before init, unknown without an id, the post with one', async () => {
      const publication = request('tiktok', 'reel', [file('/clip.mp4', 'video')]);
      expect(await client('tiktok').recover(publication, {})).toEqual({ state: 'not_published' });
      expect(await client('tiktok').recover(publication, { committing: true })).toEqual({ state: 'unknown' });
      const held = standIn.holdNextPublish('tiktok');
      const saved: Checkpoint[] = [];
      const publishing = client('tiktok').publish(publication, {}, async (checkpoint) => void saved.push(checkpoint));
      const out = await held.published;
      // The init call has not answered: the checkpoint has no publish_id yet.
      expect(await client('tiktok').recover(publication, saved.at(-1) as Checkpoint)).toEqual({ state: 'unknown' });
      standIn.release();
      const post = await publishing;
      expect(await client('tiktok').recover(publication, saved.at(-1) as Checkpoint)).toMatchObject({
        state: 'published',
        post: {
          externalId: out.externalId,
          permalink: `https://www.tiktok.com/@baeckerei.muster/video/${out.externalId}`,
        },
      });
      expect(post.externalId).toBe(out.externalId);
    });

    it('reads a video’s counts, and answers a limit and a revoked token by their kinds', async () => {
      const { post } = await publish('tiktok', request('tiktok', 'reel', [file('/clip.mp4', 'video')]));
      standIn.setMetrics(post.externalId, { impressions: 500, likes: 30, comments: 4, shares: 6 });
      expect(await client('tiktok').metrics(access('tiktok'), post)).toEqual({
        reach: null,
        impressions: 500,
        likes: 30,
        comments: 4,
        shares: 6,
        saves: null,
      });

      standIn.failNext('tiktok', 'rate_limited');
      expect(await failureOf(client('tiktok').metrics(access('tiktok'), post))).toBe('rate_limited');

      standIn.revokeAll();
      expect(await failureOf(client('tiktok').metrics(access('tiktok'), post))).toBe('auth');
      expect(await failureOf(client('instagram').metrics(access('instagram'), post))).toBe('auth');
      expect(
        await failureOf(
          client('linkedin').publish(request('linkedin', 'post', [file('/bild.png', 'image')]), {}, async () => {}),
        ),
      ).toBe('auth');
    });
  });
});
