// The social networks for the tests: one local HTTP server speaking Meta's Graph API (Instagram and
// Facebook pages), LinkedIn's REST and OAuth APIs and TikTok's Content Posting API in their wire
// formats, so the product's real clients (backend/src/social/networks) are the code under test.
// A wrong parameter fails as the network would fail it (its status and error body). Media given by
// URL is fetched like the networks fetch it, and every post that goes public is recorded with the
// SHA-256 of the bytes the network got. Plain JavaScript, so the browser tests' global set-up can
// start it too; its types are in social-stand-in.d.mts.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { createServer } from 'node:http';

/** Request bodies: form and JSON calls are small; LinkedIn's uploads carry the file. */
const MAX_BODY_BYTES = 1024 * 1024;
const MAX_UPLOAD_BYTES = 64 * 1024 * 1024;
/** What the stand-in fetches from a media URL, and how long it waits for it. */
const MAX_MEDIA_BYTES = 64 * 1024 * 1024;
const MEDIA_FETCH_TIMEOUT_MS = 10_000;
/** LinkedIn's video upload parts (4 MiB, as its initializeUpload answers them). */
const LINKEDIN_PART_BYTES = 4 * 1024 * 1024;

/** The test apps: the token endpoints refuse any other id or secret. */
const APPS = {
  meta: { id: '938475610293847', secret: 'meta-stand-in-app-secret' },
  linkedin: { id: '78standinlinkedin', secret: 'linkedin-stand-in-secret' },
  tiktok: { id: 'awstandintiktokkey', secret: 'tiktok-stand-in-secret' },
};

/** The accounts the consent pages grant: one page with its Instagram account, one organisation, one TikTok user. */
const ACCOUNTS = {
  facebook: { externalId: '104857600000001', name: 'Bäckerei Muster' },
  instagram: { externalId: '17841400000000001', name: '@baeckerei_muster', username: 'baeckerei_muster' },
  linkedin: {
    externalId: 'urn:li:organization:2414183',
    name: 'Bäckerei Muster AG',
    member: 'urn:li:person:x7StandIn01',
  },
  tiktok: { externalId: '-000StandInOpenId-baeckerei', name: 'Bäckerei Muster', username: 'baeckerei.muster' },
};

/**
 * The accounts' pictures, as the networks' CDNs serve them (an 8 × 8 PNG each): the Instagram
 * account's profile picture, the page's picture, the organisation's logo, the TikTok avatar.
 */
const PICTURE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4UaGBFTEMLQkAUtVaAV8W4QQAAAAASUVORK5CYII=',
  'base64',
);
const pictureUrl = (world, network) => `${world.baseUrl}/cdn/${network}/picture.png?oh=${digits(6)}`;
/** LinkedIn's image URN of the organisation's logo (logoV2.original), resolved by GET /rest/images/{urn}. */
const LINKEDIN_LOGO = 'urn:li:image:C4D0BAQStandInLogo';

// ---------------------------------------------------------------------------------------------
// Plumbing

/** An answer, thrown by the handlers for errors and returned for the rest. */
class Reply {
  constructor(status, body, headers = {}) {
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

const digits = (count) => Array.from({ length: count }, (_, index) => randomInt(index === 0 ? 1 : 0, 10)).join('');
const token = (prefix) => `${prefix}${randomBytes(24).toString('base64url')}`;
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** Graph's time format: 2024-05-01T09:30:00+0000. */
const graphTime = (date) => date.toISOString().replace(/\.\d{3}Z$/, '+0000');

async function readBody(request, limit) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > limit) throw new Reply(413, { message: `The body is larger than ${limit} bytes` });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The form or JSON body of a call, checked against the content type the network requires. */
async function formBody(request) {
  if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return null;
  return new URLSearchParams((await readBody(request, MAX_BODY_BYTES)).toString('utf8'));
}

async function jsonBody(request) {
  if (!String(request.headers['content-type'] ?? '').startsWith('application/json')) return null;
  try {
    return JSON.parse((await readBody(request, MAX_BODY_BYTES)).toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Fetches a media URL as a network does, bounded in size and time: the file as the network got
 * it (its SHA-256, length and type), or the reason it could not.
 */
async function fetchMedia(url, expectedKind) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(MEDIA_FETCH_TIMEOUT_MS) });
    if (!response.ok) return { error: `HTTP ${response.status}` };
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0].trim();
    if (!contentType.startsWith(`${expectedKind}/`))
      return { error: `not an ${expectedKind} (${contentType || 'no type'})` };
    const hash = createHash('sha256');
    let length = 0;
    for await (const chunk of response.body ?? []) {
      length += chunk.length;
      if (length > MAX_MEDIA_BYTES) return { error: `larger than ${MAX_MEDIA_BYTES} bytes` };
      hash.update(chunk);
    }
    if (length === 0) return { error: 'empty' };
    return { file: { sha256: hash.digest('hex'), length, contentType } };
  } catch (error) {
    return { error: error.name };
  }
}

/** Top-level names of a Graph `fields` list: "id,reactions.summary(total_count),x{a,b}" → id, reactions, x. */
function fieldNames(fields) {
  const names = [];
  let depth = 0;
  let current = '';
  for (const char of fields ?? '') {
    if (char === '{' || char === '(') depth += 1;
    if (char === '}' || char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      names.push(current);
      current = '';
    } else current += char;
  }
  if (current) names.push(current);
  return names.map((name) => name.split(/[.{(]/)[0].trim()).filter(Boolean);
}

/** Figures a post has until a test sets its own: derived from its id, the same on every run. */
function defaultFigures(externalId) {
  const hash = createHash('sha256').update(externalId).digest();
  const reach = 100 + hash[0] * 4;
  return {
    reach,
    impressions: reach + 50 + hash[1],
    likes: hash[2] % 60,
    comments: hash[3] % 15,
    shares: hash[4] % 10,
    saves: hash[5] % 20,
  };
}

function consentPage({ network, account, redirectUri, code, state, deny }) {
  const allow = new URL(redirectUri);
  allow.searchParams.set('code', code);
  if (state) allow.searchParams.set('state', state);
  const refuse = new URL(redirectUri);
  for (const [key, value] of Object.entries(deny)) refuse.searchParams.set(key, value);
  if (state) refuse.searchParams.set('state', state);
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(network)} – Zugriff erlauben</title></head>
<body><h1>${escapeHtml(network)}: ${escapeHtml(account)}</h1>
<p>Die App möchte für ${escapeHtml(account)} Beiträge veröffentlichen und deren Statistiken lesen.</p>
<p><a id="allow" href="${escapeHtml(allow.href)}">Zulassen</a> <a id="deny" href="${escapeHtml(refuse.href)}">Ablehnen</a></p>
</body></html>`;
  return new Reply(200, html, { 'content-type': 'text/html; charset=utf-8' });
}

/** The authorization pages' shared checks: the app's id and a callback to send the browser back to. */
function checkedRedirect(query, idParameter, app) {
  const redirectUri = query.get('redirect_uri');
  if (query.get(idParameter) !== app.id) return { refusal: 'Diese App ist unbekannt (falsche Client-ID).' };
  if (!redirectUri || !URL.canParse(redirectUri)) return { refusal: 'redirect_uri fehlt oder ist keine URL.' };
  if (query.get('response_type') !== 'code') return { refusal: 'response_type muss code sein.' };
  return { redirectUri };
}

const refusalPage = (message) =>
  new Reply(400, `<!doctype html><html lang="de"><body><h1>Fehler</h1><p>${escapeHtml(message)}</p></body></html>`, {
    'content-type': 'text/html; charset=utf-8',
  });

// ---------------------------------------------------------------------------------------------
// The shared state: codes, tokens, posts, figures, faults

function createWorld(options) {
  return {
    baseUrl: '',
    videoPolls: options.videoPolls,
    /** code → { network, redirectUri, challenge } */
    codes: new Map(),
    /** token → { network, kind: 'user' | 'page' | 'access' | 'refresh' } */
    tokens: new Map(),
    revoked: new Set(),
    posts: [],
    figures: new Map(),
    /** product network → { resolve, released, release } for the next publishing call to hold */
    holds: new Map(),
    held: new Set(),
    /** network → the failure the next API call answers */
    failures: new Map(),
    requests: [],
    /** Graph's objects by id: containers, media, photos, posts, comments, story videos. */
    nodes: new Map(),
    /** Instagram comments, oldest first; and the refusal the next comment gets, if a test set one. */
    comments: [],
    commentRefusal: null,
    /** Facebook page stories as GET /{page-id}/stories lists them. */
    pageStories: [],
    linkedin: { images: new Map(), videos: new Map(), uploads: new Map(), posts: [] },
    tiktok: new Map(),
  };
}

function issueCode(world, network, fields) {
  const code = token('code-');
  world.codes.set(code, { network, ...fields });
  return code;
}

/** The code as it was issued, once: a second exchange of the same code fails, as on every network. */
function takeCode(world, network, code) {
  const issued = world.codes.get(code ?? '');
  if (!issued || issued.network !== network) return null;
  world.codes.delete(code);
  return issued;
}

function issueToken(world, network, kind, fields = {}) {
  const value = token(`${network}-${kind}-`);
  world.tokens.set(value, { network, kind, ...fields });
  return value;
}

/** The token's record, or why the network refuses it. */
function tokenState(world, network, value) {
  if (!value) return 'missing';
  if (world.revoked.has(value)) return 'revoked';
  const record = world.tokens.get(value);
  return record && record.network === network ? record : 'invalid';
}

/**
 * Records a post that went public and answers once the test lets it: a held publication is out
 * (the test sees it in `published`) while its caller still waits for the answer.
 */
async function goPublic(world, post) {
  world.posts.push(post);
  const hold = world.holds.get(post.network);
  if (!hold) return;
  world.holds.delete(post.network);
  world.held.add(hold);
  hold.resolve(post);
  await hold.released;
  world.held.delete(hold);
}

/** The test's fault for this network's next API call, if it set one. */
function takeFailure(world, network) {
  const failure = world.failures.get(network);
  world.failures.delete(network);
  return failure;
}

const figuresOf = (world, externalId) => ({ ...defaultFigures(externalId), ...world.figures.get(externalId) });

// ---------------------------------------------------------------------------------------------
// Meta: the login dialog and the Graph API

const graphError = (message, code, extra = {}, status = 400) =>
  new Reply(status, {
    error: { message, type: 'OAuthException', code, ...extra, fbtrace_id: randomBytes(8).toString('base64url') },
  });

const unsupported = (method, id) =>
  new Reply(400, {
    error: {
      message: `Unsupported ${method.toLowerCase()} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
      type: 'GraphMethodException',
      code: 100,
      error_subcode: 33,
      fbtrace_id: randomBytes(8).toString('base64url'),
    },
  });

const GRAPH_FAILURES = {
  rate_limited: () => graphError('(#4) Application request limit reached', 4, { is_transient: true }),
  unavailable: () =>
    graphError('An unexpected error has occurred. Please retry your request later.', 2, { is_transient: true }, 503),
};

function graphToken(world, params) {
  const value = params.get('access_token');
  const record = tokenState(world, 'meta', value);
  if (record === 'missing')
    return {
      refusal: graphError('An active access token must be used to query information about the current user.', 2500),
    };
  if (record === 'revoked') {
    return {
      refusal: graphError(
        'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.',
        190,
        { error_subcode: 460 },
      ),
    };
  }
  if (record === 'invalid')
    return { refusal: graphError('Invalid OAuth access token - Cannot parse access token', 190) };
  return { record };
}

/** A page token acts for the page and its Instagram account; Graph refuses publishing with a user token. */
function pageToken(world, params, owner) {
  const { record, refusal } = graphToken(world, params);
  if (refusal) throw refusal;
  if (record.kind !== 'page') throw graphError('(#200) Requires a page access token for this call', 200);
  if (owner !== ACCOUNTS.facebook.externalId && owner !== ACCOUNTS.instagram.externalId)
    throw unsupported('GET', owner);
  return record;
}

function metaDialog(world, query) {
  const { redirectUri, refusal } = checkedRedirect(query, 'client_id', APPS.meta);
  if (refusal) return refusalPage(refusal);
  const code = issueCode(world, 'meta', { redirectUri });
  const deny = {
    error: 'access_denied',
    error_code: '200',
    error_description: 'Permissions error',
    error_reason: 'user_denied',
  };
  return consentPage({
    network: 'Facebook',
    account: `${ACCOUNTS.facebook.name} (${ACCOUNTS.instagram.name})`,
    redirectUri,
    code,
    state: query.get('state'),
    deny,
  });
}

function graphAccessToken(world, params) {
  if (params.get('client_id') !== APPS.meta.id)
    return graphError('Error validating application. Invalid application ID.', 101);
  if (params.get('client_secret') !== APPS.meta.secret) return graphError('Error validating client secret.', 1);
  if (params.get('grant_type') === 'fb_exchange_token') {
    const record = tokenState(world, 'meta', params.get('fb_exchange_token'));
    if (typeof record === 'string' || record.kind !== 'user')
      return graphError('Invalid OAuth access token - Cannot parse access token', 190);
    return new Reply(200, {
      access_token: issueToken(world, 'meta', 'user'),
      token_type: 'bearer',
      expires_in: 5_183_944,
    });
  }
  const code = params.get('code');
  if (!code) return graphError('Missing authorization code', 100);
  const issued = takeCode(world, 'meta', code);
  if (!issued) return graphError('This authorization code has been used.', 100, { error_subcode: 36009 });
  if (issued.redirectUri !== params.get('redirect_uri')) {
    return graphError(
      'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
      100,
      { error_subcode: 36008 },
    );
  }
  return new Reply(200, { access_token: issueToken(world, 'meta', 'user'), token_type: 'bearer', expires_in: 5_400 });
}

function graphDebugToken(world, params) {
  if (params.get('access_token') !== `${APPS.meta.id}|${APPS.meta.secret}`)
    return graphError('Invalid OAuth access token signature.', 190);
  const input = params.get('input_token');
  const record = tokenState(world, 'meta', input);
  const base = { app_id: APPS.meta.id, application: 'Stand-in', type: record?.kind === 'page' ? 'PAGE' : 'USER' };
  if (typeof record === 'string') {
    return new Reply(200, {
      data: {
        ...base,
        is_valid: false,
        error: { code: 190, message: 'The session has been invalidated.', subcode: 460 },
        scopes: [],
      },
    });
  }
  const dataAccess = Math.floor(Date.now() / 1000) + 90 * 86_400;
  return new Reply(200, {
    data: {
      ...base,
      is_valid: true,
      expires_at: 0,
      data_access_expires_at: dataAccess,
      scopes: ['pages_show_list'],
      user_id: '10000000000001',
    },
  });
}

function graphAccounts(world, params) {
  const { record, refusal } = graphToken(world, params);
  if (refusal) return refusal;
  if (record.kind !== 'user')
    return graphError('(#100) Tried accessing nonexisting field (accounts) on node type (Page)', 100);
  const names = fieldNames(params.get('fields') ?? 'id,name');
  const page = {
    id: ACCOUNTS.facebook.externalId,
    name: ACCOUNTS.facebook.name,
    access_token: issueToken(world, 'meta', 'page'),
    category: 'Bäckerei',
    picture: { data: { height: 50, width: 50, is_silhouette: false, url: pictureUrl(world, 'facebook') } },
    instagram_business_account: {
      id: ACCOUNTS.instagram.externalId,
      username: ACCOUNTS.instagram.username,
      profile_picture_url: pictureUrl(world, 'instagram'),
    },
  };
  const data = [Object.fromEntries(names.filter((name) => name in page).map((name) => [name, page[name]]))];
  return new Reply(200, { data, paging: { cursors: { before: 'QVFIUk1', after: 'QVFIUk1' } } });
}

/** The fields a node offers; asking another one is Graph's (#100) error. */
function nodeFields(world, node) {
  if (node.kind === 'container') {
    if (node.media === 'video' && node.statusCode === 'IN_PROGRESS') {
      node.polls += 1;
      if (node.polls >= world.videoPolls) node.statusCode = 'FINISHED';
    }
    return { id: node.id, status_code: node.statusCode, status: node.error ? `Error: ${node.error}` : node.statusCode };
  }
  if (node.kind === 'ig_media') {
    return {
      id: node.id,
      caption: node.text,
      permalink: node.permalink,
      timestamp: graphTime(node.publishedAt),
      media_type: node.mediaType,
      media_product_type: node.productType,
    };
  }
  if (node.kind === 'ig_comment') {
    return { id: node.id, text: node.text, username: node.username, timestamp: graphTime(node.createdAt) };
  }
  if (node.kind === 'fb_post') {
    const figures = figuresOf(world, node.id);
    return {
      id: node.id,
      message: node.text,
      permalink_url: node.permalink,
      created_time: graphTime(node.publishedAt),
      reactions: { data: [], summary: { total_count: figures.likes, viewer_reaction: 'NONE' } },
      comments: { data: [], summary: { order: 'ranked', total_count: figures.comments, can_comment: true } },
      ...(figures.shares > 0 ? { shares: { count: figures.shares } } : {}),
    };
  }
  return { id: node.id, created_time: graphTime(node.createdAt) };
}

function graphNode(world, params, node, typeName) {
  pageToken(world, params, node.owner);
  const offered = nodeFields(world, node);
  const result = { id: node.id };
  for (const name of fieldNames(params.get('fields') ?? 'id')) {
    if (!(name in offered)) {
      if (name === 'shares' && node.kind === 'fb_post') continue;
      return graphError(`(#100) Tried accessing nonexisting field (${name}) on node type (${typeName})`, 100);
    }
    result[name] = offered[name];
  }
  return new Reply(200, result);
}

const INSIGHTS = {
  ig_media: {
    reach: 'reach',
    likes: 'likes',
    comments: 'comments',
    shares: 'shares',
    saved: 'saves',
    views: 'impressions',
    total_interactions: 'likes',
  },
  fb_post: {
    post_impressions: 'impressions',
    post_impressions_unique: 'reach',
    post_impressions_organic: 'impressions',
  },
};

/** A story's insights (Graph refuses likes, comments and saved for a story). */
const STORY_INSIGHTS = {
  reach: 'reach',
  replies: 'comments',
  shares: 'shares',
  views: 'impressions',
  total_interactions: 'likes',
};

function graphInsights(world, params, node) {
  pageToken(world, params, node.owner);
  const offered = node.kind === 'ig_media' && node.productType === 'STORY' ? STORY_INSIGHTS : INSIGHTS[node.kind];
  if (!offered) return graphError('(#100) The insights of this object are not available', 100);
  const metrics = (params.get('metric') ?? '').split(',').filter(Boolean);
  const wrong = metrics.findIndex((metric) => !(metric in offered));
  if (metrics.length === 0 || wrong >= 0) {
    return graphError(
      `(#100) metric[${Math.max(wrong, 0)}] must be one of the following values: ${Object.keys(offered).join(', ')}`,
      100,
    );
  }
  const figures = figuresOf(world, node.id);
  const data = metrics.map((name) => ({
    name,
    period: 'lifetime',
    values: [{ value: figures[offered[name]] }],
    title: name,
    description: name,
    id: `${node.id}/insights/${name}/lifetime`,
  }));
  return new Reply(200, { data });
}

/** POST /{ig-user-id}/media: a container; Meta fetches an image at once and a video while it is IN_PROGRESS. */
async function instagramContainer(world, params, owner) {
  pageToken(world, params, owner);
  if (owner !== ACCOUNTS.instagram.externalId) return unsupported('POST', owner);
  const mediaType = params.get('media_type');
  const item = params.get('is_carousel_item') === 'true';
  const caption = params.get('caption') ?? '';
  if (caption.length > 2200) return graphError('(#100) The caption is too long (2200 characters at most)', 100);
  const id = digits(17);
  if (mediaType === 'CAROUSEL') {
    const children = (params.get('children') ?? '').split(',').filter(Boolean);
    if (children.length < 2 || children.length > 10)
      return graphError('(#100) The parameter children must have between 2 and 10 items', 100);
    for (const child of children) {
      const node = world.nodes.get(child);
      if (node?.kind !== 'container' || !node.item || node.owner !== owner)
        return graphError(`(#100) Param children[${child}] is not a valid carousel item`, 100);
      if (node.statusCode !== 'FINISHED')
        return graphError('(#9007) The media is not ready for publishing, please wait for a moment', 9007, {
          error_subcode: 2207027,
        });
    }
    world.nodes.set(id, {
      kind: 'container',
      id,
      owner,
      media: 'carousel',
      caption,
      children,
      statusCode: 'FINISHED',
      polls: 0,
    });
    return new Reply(200, { id });
  }
  let media;
  if (mediaType === 'STORIES') {
    if (params.has('image_url') === params.has('video_url'))
      return graphError('(#100) A story takes either image_url or video_url', 100);
    if (item) return graphError('(#100) A story cannot be a carousel item', 100);
    media = params.has('video_url')
      ? { kind: 'video', url: params.get('video_url') }
      : { kind: 'image', url: params.get('image_url') };
  } else if (mediaType === 'REELS' || (item && mediaType === 'VIDEO'))
    media = { kind: 'video', url: params.get('video_url') };
  else if (!mediaType) media = { kind: 'image', url: params.get('image_url') };
  else return graphError(`(#100) The media type ${mediaType} is not supported here`, 100);
  if (!media.url) return graphError(`(#100) The parameter ${media.kind}_url is required.`, 100);
  if (item && params.has('caption')) return graphError('(#100) A carousel item has no caption', 100);
  const fetched = await fetchMedia(media.url, media.kind);
  const statusCode = fetched.error ? 'ERROR' : media.kind === 'video' ? 'IN_PROGRESS' : 'FINISHED';
  world.nodes.set(id, {
    kind: 'container',
    id,
    owner,
    item,
    media: media.kind,
    productType: mediaType === 'REELS' ? 'REELS' : mediaType === 'STORIES' ? 'STORY' : 'FEED',
    caption,
    file: fetched.file,
    error: fetched.error,
    statusCode,
    polls: 0,
  });
  return new Reply(200, { id });
}

async function instagramPublish(world, params, owner) {
  pageToken(world, params, owner);
  const container = world.nodes.get(params.get('creation_id') ?? '');
  if (container?.kind !== 'container' || container.owner !== owner || container.item)
    return graphError('(#100) Param creation_id must be a valid media container id', 100);
  if (container.statusCode === 'PUBLISHED')
    return graphError('(#9007) The media has already been published', 9007, { error_subcode: 2207008 });
  if (container.statusCode !== 'FINISHED')
    return graphError('(#9007) The media is not ready for publishing, please wait for a moment', 9007, {
      error_subcode: 2207027,
    });
  container.statusCode = 'PUBLISHED';
  const parts =
    container.media === 'carousel' ? container.children.map((child) => world.nodes.get(child)) : [container];
  const id = digits(17);
  const shortcode = randomBytes(8).toString('base64url').slice(0, 11);
  const mediaType = container.media === 'carousel' ? 'CAROUSEL_ALBUM' : container.media === 'video' ? 'VIDEO' : 'IMAGE';
  const story = container.productType === 'STORY';
  const media = {
    kind: 'ig_media',
    id,
    owner,
    text: container.caption,
    permalink: story
      ? `https://www.instagram.com/stories/${ACCOUNTS.instagram.username}/${id}/`
      : `https://www.instagram.com/p/${shortcode}/`,
    publishedAt: new Date(),
    mediaType,
    productType: container.productType ?? 'FEED',
  };
  world.nodes.set(id, media);
  await goPublic(
    world,
    record(
      media,
      'instagram',
      story ? 'STORY' : mediaType,
      parts.map((part) => part.file),
    ),
  );
  return new Reply(200, { id });
}

/** POST /{ig-media-id}/comments: a comment of the account on its own media (not on a story: stories take replies only). */
function instagramComment(world, params, node) {
  pageToken(world, params, node.owner);
  if (node.kind !== 'ig_media' || node.productType === 'STORY') return unsupported('POST', node.id);
  const message = params.get('message') ?? '';
  if (!message) return graphError('(#100) The parameter message is required', 100);
  if (message.length > 2200) return graphError('(#100) The comment is too long (2200 characters at most)', 100);
  if (world.commentRefusal) {
    const refusal = world.commentRefusal;
    world.commentRefusal = null;
    return graphError(refusal, 100);
  }
  const id = digits(17);
  const comment = {
    kind: 'ig_comment',
    id,
    owner: node.owner,
    media: node.id,
    text: message,
    username: ACCOUNTS.instagram.username,
    createdAt: new Date(),
  };
  world.nodes.set(id, comment);
  world.comments.push(comment);
  return new Reply(200, { id });
}

/** GET /{ig-media-id}/comments: the media's comments, newest first, with the fields asked. */
function instagramComments(world, params, node) {
  pageToken(world, params, node.owner);
  if (node.kind !== 'ig_media') return unsupported('GET', node.id);
  const data = [];
  for (const comment of world.comments.filter((each) => each.media === node.id).reverse()) {
    const answer = graphNode(world, params, comment, 'IGComment');
    if (answer.status !== 200) return answer;
    data.push(answer.body);
  }
  return new Reply(200, { data, paging: { cursors: { before: 'QVFIUk1', after: 'QVFIUk1' } } });
}

function record(node, network, format, files) {
  return {
    network,
    externalId: node.id,
    account: node.owner,
    text: node.text,
    format,
    files,
    publishedAt: node.publishedAt,
    permalink: node.permalink,
  };
}

function instagramMediaList(world, params, owner, stories = false) {
  pageToken(world, params, owner);
  if (owner !== ACCOUNTS.instagram.externalId) return unsupported('GET', owner);
  return graphList(world, params, 'ig_media', owner, 'IG Media', (node) => (node.productType === 'STORY') === stories);
}

/** A list edge (the account's media, the page's published posts), newest first, with the fields asked. */
function graphList(world, params, kind, owner, typeName, which = () => true) {
  const limit = Math.min(Number(params.get('limit') ?? 25) || 25, 100);
  const nodes = [...world.nodes.values()]
    .filter((node) => node.kind === kind && node.owner === owner && which(node))
    .reverse()
    .slice(0, limit);
  const data = [];
  for (const node of nodes) {
    const answer = graphNode(world, params, node, typeName);
    if (answer.status !== 200) return answer;
    data.push(answer.body);
  }
  return new Reply(200, { data, paging: { cursors: { before: 'QVFIUk1', after: 'QVFIUk1' } } });
}

async function facebookPhoto(world, params, owner) {
  pageToken(world, params, owner);
  if (owner !== ACCOUNTS.facebook.externalId) return unsupported('POST', owner);
  const url = params.get('url');
  if (!url) return graphError('(#324) Requires upload file', 324);
  if (params.get('published') !== 'false')
    return graphError('(#100) The stand-in takes unpublished photos only (published=false)', 100);
  const fetched = await fetchMedia(url, 'image');
  if (fetched.error) return graphError(`(#324) Missing or invalid image file (${fetched.error})`, 324);
  const id = digits(15);
  world.nodes.set(id, { kind: 'photo', id, owner, file: fetched.file, attached: false, createdAt: new Date() });
  return new Reply(200, { id });
}

async function facebookFeed(world, params, owner) {
  pageToken(world, params, owner);
  if (owner !== ACCOUNTS.facebook.externalId) return unsupported('POST', owner);
  const photos = [];
  for (let index = 0; params.has(`attached_media[${index}]`); index += 1) {
    let fbid;
    try {
      fbid = JSON.parse(params.get(`attached_media[${index}]`)).media_fbid;
    } catch {
      return graphError(`(#100) param attached_media[${index}] must be a JSON object with media_fbid`, 100);
    }
    const photo = world.nodes.get(String(fbid));
    if (photo?.kind !== 'photo' || photo.owner !== owner || photo.attached)
      return graphError(`(#100) param attached_media[${index}] has invalid media_fbid`, 100);
    photos.push(photo);
  }
  const message = params.get('message') ?? '';
  if (!message && photos.length === 0) return graphError('(#100) The post is empty', 100);
  for (const photo of photos) photo.attached = true;
  const id = `${owner}_${digits(16)}`;
  const post = {
    kind: 'fb_post',
    id,
    owner,
    text: message,
    permalink: `https://www.facebook.com/${owner}/posts/${id.split('_')[1]}`,
    publishedAt: new Date(),
  };
  world.nodes.set(id, post);
  await goPublic(
    world,
    record(
      post,
      'facebook',
      photos.length > 1 ? 'carousel' : 'photo',
      photos.map((photo) => photo.file),
    ),
  );
  return new Reply(200, { id });
}

async function facebookVideo(world, params, owner) {
  pageToken(world, params, owner);
  if (owner !== ACCOUNTS.facebook.externalId) return unsupported('POST', owner);
  const url = params.get('file_url');
  if (!url) return graphError('(#100) The parameter file_url or source is required', 100);
  const fetched = await fetchMedia(url, 'video');
  if (fetched.error) return graphError(`(#351) There was a problem with your video file (${fetched.error})`, 351);
  const id = digits(16);
  // A video's permalink_url is a path on facebook.com.
  const post = {
    kind: 'fb_post',
    id,
    owner,
    text: params.get('description') ?? '',
    permalink: `/${owner}/videos/${id}/`,
    publishedAt: new Date(),
  };
  world.nodes.set(id, post);
  await goPublic(world, record(post, 'facebook', 'video', [fetched.file]));
  return new Reply(200, { id });
}

/** Makes a page story public: a post of the page, listed by GET /{page-id}/stories. */
async function facebookStory(world, owner, mediaType, media) {
  const id = `${owner}_${digits(16)}`;
  const post = {
    kind: 'fb_post',
    story: true,
    id,
    owner,
    text: '',
    permalink: `https://www.facebook.com/stories/${owner}/${id.split('_')[1]}/`,
    publishedAt: new Date(),
  };
  world.nodes.set(id, post);
  world.pageStories.push({
    post_id: id,
    status: 'PUBLISHED',
    creation_time: String(Math.floor(post.publishedAt.getTime() / 1000)),
    media_type: mediaType,
    media_id: media.id,
    url: post.permalink,
    owner,
  });
  await goPublic(world, record(post, 'facebook', `${mediaType}_story`, [media.file]));
  return new Reply(200, { success: true, post_id: id });
}

/** POST /{page-id}/photo_stories: an unpublished photo of the page becomes a story. */
async function facebookPhotoStory(world, params, owner) {
  pageToken(world, params, owner);
  if (owner !== ACCOUNTS.facebook.externalId) return unsupported('POST', owner);
  const photo = world.nodes.get(params.get('photo_id') ?? '');
  if (photo?.kind !== 'photo' || photo.owner !== owner || photo.attached)
    return graphError('(#100) Param photo_id must be an unpublished photo of the page', 100);
  photo.attached = true;
  return facebookStory(world, owner, 'photo', photo);
}

/**
 * POST /{page-id}/video_stories: `upload_phase=start` answers a video id and its upload URL (the
 * file is then given there by `file_url`), `upload_phase=finish` makes the uploaded video a story.
 */
async function facebookVideoStory(world, params, owner) {
  pageToken(world, params, owner);
  if (owner !== ACCOUNTS.facebook.externalId) return unsupported('POST', owner);
  const phase = params.get('upload_phase');
  if (phase === 'start') {
    const id = digits(16);
    world.nodes.set(id, { kind: 'story_video', id, owner, file: null, used: false, createdAt: new Date() });
    return new Reply(200, { video_id: id, upload_url: `${world.baseUrl}/meta/video-upload/v21.0/${id}` });
  }
  if (phase !== 'finish') return graphError('(#100) upload_phase must be one of start, finish', 100);
  const video = world.nodes.get(params.get('video_id') ?? '');
  if (video?.kind !== 'story_video' || video.owner !== owner)
    return graphError('(#100) Param video_id must be a video of the page', 100);
  if (!video.file) return graphError('(#6000) The video has not been uploaded yet', 6000);
  if (video.used) return graphError('(#100) This video is already a story', 100);
  video.used = true;
  return facebookStory(world, owner, 'video', video);
}

/** The upload host (rupload.facebook.com): the video of a story, fetched from the `file_url` header. */
async function facebookVideoUpload(world, request, id) {
  const token = /^OAuth (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  const { refusal } = graphToken(world, new URLSearchParams(token ? { access_token: token } : {}));
  if (refusal) return refusal;
  const video = world.nodes.get(id);
  if (video?.kind !== 'story_video')
    return new Reply(400, { debug_info: { type: 'NotFound', message: 'No such video' } });
  const url = request.headers.file_url;
  if (!url) return new Reply(400, { debug_info: { type: 'ProcessingFailedError', message: 'file_url is missing' } });
  const fetched = await fetchMedia(url, 'video');
  if (fetched.error)
    return new Reply(400, { debug_info: { type: 'ProcessingFailedError', message: `Bad video (${fetched.error})` } });
  video.file = fetched.file;
  return new Reply(200, { success: true });
}

const NODE_TYPES = { container: 'ShadowIGMediaBuilder', ig_media: 'IGMedia', fb_post: 'Post', photo: 'Photo' };

async function graph(world, method, path, params) {
  if (path === '/oauth/access_token' && method === 'GET') return graphAccessToken(world, params);
  if (path === '/debug_token' && method === 'GET') return graphDebugToken(world, params);
  // Graph checks the token before it looks at the object.
  const { refusal } = graphToken(world, params);
  if (refusal) return refusal;
  const failure = takeFailure(world, 'meta');
  if (failure) return GRAPH_FAILURES[failure]();
  if (path === '/me/accounts' && method === 'GET') return graphAccounts(world, params);
  const [, id, edge, extra] = path.split('/');
  const route = `${method} ${edge ?? ''}`;
  if (!id || extra !== undefined) return unsupported(method, path);
  if (route === 'POST media') return instagramContainer(world, params, id);
  if (route === 'POST media_publish') return instagramPublish(world, params, id);
  if (route === 'GET media') return instagramMediaList(world, params, id);
  if (route === 'POST photos') return facebookPhoto(world, params, id);
  if (route === 'POST feed') return facebookFeed(world, params, id);
  if (route === 'POST videos') return facebookVideo(world, params, id);
  if (route === 'POST photo_stories') return facebookPhotoStory(world, params, id);
  if (route === 'POST video_stories') return facebookVideoStory(world, params, id);
  if (route === 'GET stories' && id === ACCOUNTS.instagram.externalId)
    return instagramMediaList(world, params, id, true);
  if (route === 'GET stories') {
    pageToken(world, params, id);
    const data = world.pageStories
      .filter((story) => story.owner === id)
      .reverse()
      .map((story) => Object.fromEntries(Object.entries(story).filter(([key]) => key !== 'owner')));
    return new Reply(200, { data, paging: { cursors: { before: 'QVFIUk1', after: 'QVFIUk1' } } });
  }
  if (route === 'GET published_posts') {
    pageToken(world, params, id);
    return graphList(world, params, 'fb_post', id, 'Post', (node) => !node.story);
  }
  const node = world.nodes.get(id);
  if (!node) return unsupported(method, id);
  if (route === 'GET insights') return graphInsights(world, params, node);
  if (route === 'POST comments') return instagramComment(world, params, node);
  if (route === 'GET comments') return instagramComments(world, params, node);
  if (route === 'GET ') return graphNode(world, params, node, NODE_TYPES[node.kind]);
  return unsupported(method, id);
}

async function meta(world, request, url) {
  const path = url.pathname.slice('/meta'.length);
  if (path === '/dialog/oauth' && request.method === 'GET') return metaDialog(world, url.searchParams);
  const upload = /^\/video-upload\/v\d+\.\d+\/(\d+)$/.exec(path);
  if (upload && request.method === 'POST') return facebookVideoUpload(world, request, upload[1]);
  const version = /^\/v\d+\.\d+(\/.*)$/.exec(path);
  if (!version) return unsupported(request.method, path);
  // Graph takes the parameters in the query or as a form; the token also as a Bearer header.
  const params = new URLSearchParams(url.searchParams);
  if (request.method === 'POST') for (const [key, value] of (await formBody(request)) ?? []) params.set(key, value);
  const bearer = /^(?:Bearer|OAuth) (.+)$/.exec(request.headers.authorization ?? '');
  if (bearer && !params.has('access_token')) params.set('access_token', bearer[1]);
  return graph(world, request.method, version[1], params);
}

// ---------------------------------------------------------------------------------------------
// LinkedIn: OAuth and the REST API (Community Management)

const linkedInError = (status, code, message, extra = {}) => new Reply(status, { status, ...extra, code, message });
const linkedInOAuthError = (status, error, description) => new Reply(status, { error, error_description: description });

const LINKEDIN_FAILURES = {
  rate_limited: () =>
    linkedInError(
      429,
      'TOO_MANY_REQUESTS',
      'Resource level throttle APPLICATION DAY limit for calls to this resource is reached.',
    ),
  unavailable: () => linkedInError(503, 'SERVICE_UNAVAILABLE', 'Service Unavailable'),
};

function linkedInAuthorization(world, query) {
  const { redirectUri, refusal } = checkedRedirect(query, 'client_id', APPS.linkedin);
  if (refusal) return refusalPage(refusal);
  if (!query.get('scope')) return refusalPage('scope fehlt.');
  const code = issueCode(world, 'linkedin', { redirectUri });
  const deny = { error: 'user_cancelled_authorize', error_description: 'The user cancelled the authorization' };
  return consentPage({
    network: 'LinkedIn',
    account: ACCOUNTS.linkedin.name,
    redirectUri,
    code,
    state: query.get('state'),
    deny,
  });
}

function linkedInTokens(world) {
  const refresh = issueToken(world, 'linkedin', 'refresh');
  return new Reply(200, {
    access_token: issueToken(world, 'linkedin', 'access'),
    expires_in: 5_184_000,
    refresh_token: refresh,
    refresh_token_expires_in: 31_536_000,
    scope: 'r_organization_social,rw_organization_admin,w_organization_social',
  });
}

async function linkedInAccessToken(world, request) {
  const form = await formBody(request);
  if (!form) return linkedInOAuthError(400, 'invalid_request', 'The request must be application/x-www-form-urlencoded');
  if (form.get('client_id') !== APPS.linkedin.id || form.get('client_secret') !== APPS.linkedin.secret)
    return linkedInOAuthError(401, 'invalid_client', 'Client authentication failed');
  if (form.get('grant_type') === 'refresh_token') {
    const record = tokenState(world, 'linkedin', form.get('refresh_token'));
    if (typeof record === 'string' || record.kind !== 'refresh')
      return linkedInOAuthError(400, 'invalid_grant', 'The provided refresh token is invalid, expired or revoked');
    return linkedInTokens(world);
  }
  if (form.get('grant_type') !== 'authorization_code')
    return linkedInOAuthError(400, 'unsupported_grant_type', 'Unsupported grant type');
  const issued = takeCode(world, 'linkedin', form.get('code'));
  if (!issued || issued.redirectUri !== form.get('redirect_uri')) {
    return linkedInOAuthError(
      400,
      'invalid_request',
      'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired.',
    );
  }
  return linkedInTokens(world);
}

/** LinkedIn's token revocation: the app's credentials and a token of its own; 200 without a body. */
async function linkedInRevoke(world, request) {
  const form = await formBody(request);
  if (!form) return linkedInOAuthError(400, 'invalid_request', 'The request must be application/x-www-form-urlencoded');
  if (form.get('client_id') !== APPS.linkedin.id || form.get('client_secret') !== APPS.linkedin.secret)
    return linkedInOAuthError(401, 'invalid_client', 'Client authentication failed');
  const record = tokenState(world, 'linkedin', form.get('token'));
  if (typeof record === 'string') return linkedInOAuthError(400, 'invalid_request', 'The token is invalid or revoked');
  world.revoked.add(form.get('token'));
  return new Reply(200, '');
}

function linkedInCaller(world, request) {
  if (!/^\d{6}$/.test(request.headers['linkedin-version'] ?? '')) {
    throw linkedInError(
      400,
      'VERSION_MISSING',
      'A version must be present. Please specify a version by adding the LinkedIn-Version header.',
    );
  }
  if (request.headers['x-restli-protocol-version'] !== '2.0.0')
    throw linkedInError(400, 'ILLEGAL_ARGUMENT', 'This API requires X-Restli-Protocol-Version: 2.0.0');
  const value = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  const record = tokenState(world, 'linkedin', value);
  if (record === 'revoked')
    throw linkedInError(401, 'REVOKED_ACCESS_TOKEN', 'The token used in the request has been revoked by the user', {
      serviceErrorCode: 65601,
    });
  if (typeof record === 'string' || record.kind !== 'access')
    throw linkedInError(401, 'INVALID_ACCESS_TOKEN', 'Invalid access token', { serviceErrorCode: 65600 });
}

const linkedInOwned = (owner) => {
  if (owner !== ACCOUNTS.linkedin.externalId)
    throw linkedInError(403, 'ACCESS_DENIED', `Not enough permissions to act for ${owner}`, { serviceErrorCode: 100 });
};

function linkedInImageUpload(world, body) {
  const owner = body?.initializeUploadRequest?.owner;
  linkedInOwned(owner);
  const id = randomBytes(9).toString('base64url');
  const image = `urn:li:image:D4E${id}`;
  world.linkedin.images.set(image, { owner, file: null });
  world.linkedin.uploads.set(`image/${id}`, { type: 'image', urn: image });
  return new Reply(200, {
    value: {
      uploadUrlExpiresAt: Date.now() + 86_400_000,
      uploadUrl: `${world.baseUrl}/linkedin/dms-uploads/image/${id}?sig=${digits(8)}`,
      image,
    },
  });
}

function linkedInVideoUpload(world, body) {
  const request = body?.initializeUploadRequest;
  linkedInOwned(request?.owner);
  const size = request.fileSizeBytes;
  if (!Number.isInteger(size) || size <= 0 || size > MAX_UPLOAD_BYTES)
    return linkedInError(400, 'ILLEGAL_ARGUMENT', '/initializeUploadRequest/fileSizeBytes is not a valid size');
  if (typeof request.uploadCaptions !== 'boolean' || typeof request.uploadThumbnail !== 'boolean')
    return linkedInError(400, 'ILLEGAL_ARGUMENT', 'uploadCaptions and uploadThumbnail are required');
  const id = randomBytes(9).toString('base64url');
  const video = `urn:li:video:D5F${id}`;
  const parts = [];
  for (let first = 0; first < size; first += LINKEDIN_PART_BYTES) {
    const last = Math.min(first + LINKEDIN_PART_BYTES, size) - 1;
    world.linkedin.uploads.set(`video/${id}/${parts.length}`, {
      type: 'video',
      urn: video,
      index: parts.length,
      length: last - first + 1,
    });
    parts.push({
      uploadUrl: `${world.baseUrl}/linkedin/dms-uploads/video/${id}/${parts.length}?sig=${digits(8)}`,
      firstByte: first,
      lastByte: last,
    });
  }
  const uploadToken = parts.length > 1 ? randomBytes(12).toString('base64url') : '';
  world.linkedin.videos.set(video, { owner: request.owner, uploadToken, parts: parts.map(() => null), file: null });
  return new Reply(200, {
    value: { uploadUrlsExpireAt: Date.now() + 86_400_000, video, uploadInstructions: parts, uploadToken },
  });
}

/** PUT to an upload URL: the bytes of an image, or one part of a video (answered with its ETag). */
async function linkedInUploadPart(world, request, url) {
  if (request.method !== 'PUT') return linkedInError(405, 'METHOD_NOT_ALLOWED', 'Uploads are PUT');
  const upload = world.linkedin.uploads.get(url.pathname.slice('/linkedin/dms-uploads/'.length));
  if (!upload || !url.searchParams.get('sig'))
    return linkedInError(403, 'ACCESS_DENIED', 'The upload URL is not valid');
  const bytes = await readBody(request, MAX_UPLOAD_BYTES);
  const contentType = String(request.headers['content-type'] ?? 'application/octet-stream').split(';')[0];
  if (upload.type === 'image') {
    if (!contentType.startsWith('image/')) return linkedInError(400, 'ILLEGAL_ARGUMENT', 'The upload is not an image');
    world.linkedin.images.get(upload.urn).file = { bytes, contentType };
    return new Reply(201, '');
  }
  if (bytes.length !== upload.length)
    return linkedInError(400, 'ILLEGAL_ARGUMENT', `The part must be ${upload.length} bytes`);
  const etag = `/ambry-video/signedId/${sha256(bytes).slice(0, 24)}`;
  world.linkedin.videos.get(upload.urn).parts[upload.index] = { bytes, etag };
  return new Reply(200, '', { etag });
}

function linkedInFinalize(world, body) {
  const request = body?.finalizeUploadRequest;
  const video = world.linkedin.videos.get(request?.video ?? '');
  if (!video) return linkedInError(404, 'NOT_FOUND', 'No such video upload');
  const etags = video.parts.map((part) => part?.etag);
  if ((request.uploadToken ?? '') !== video.uploadToken)
    return linkedInError(400, 'ILLEGAL_ARGUMENT', 'The uploadToken does not match');
  if (JSON.stringify(request.uploadedPartIds) !== JSON.stringify(etags))
    return linkedInError(400, 'ILLEGAL_ARGUMENT', 'uploadedPartIds must name every part, in order');
  video.file = { bytes: Buffer.concat(video.parts.map((part) => part.bytes)), contentType: 'video/mp4' };
  return new Reply(200, '');
}

/** The media a post names, each uploaded in full by the author; or the 422 LinkedIn answers. */
function linkedInMedia(world, content, author) {
  const ids = content?.media ? [content.media.id] : (content?.multiImage?.images ?? []).map((image) => image?.id);
  if (content?.multiImage && (ids.length < 2 || ids.length > 20))
    throw linkedInError(422, 'UNPROCESSABLE_ENTITY', 'ERROR :: /content/multiImage/images :: must have 2 to 20 images');
  return ids.map((id, index) => {
    const media = world.linkedin.images.get(id) ?? (content.media ? world.linkedin.videos.get(id) : undefined);
    if (!media?.file || media.owner !== author)
      throw linkedInError(
        422,
        'UNPROCESSABLE_ENTITY',
        `ERROR :: /content :: media ${index} (${id}) is not an uploaded asset of the author`,
      );
    return { sha256: sha256(media.file.bytes), length: media.file.bytes.length, contentType: media.file.contentType };
  });
}

async function linkedInPost(world, body) {
  linkedInOwned(body?.author);
  const wrong = [
    typeof body.commentary !== 'string' && '/commentary',
    body.visibility !== 'PUBLIC' && '/visibility',
    body.lifecycleState !== 'PUBLISHED' && '/lifecycleState',
    body.distribution?.feedDistribution !== 'MAIN_FEED' && '/distribution/feedDistribution',
    !Array.isArray(body.distribution?.targetEntities) && '/distribution/targetEntities',
    !Array.isArray(body.distribution?.thirdPartyDistributionChannels) && '/distribution/thirdPartyDistributionChannels',
    typeof body.isReshareDisabledByAuthor !== 'boolean' && '/isReshareDisabledByAuthor',
  ].filter(Boolean);
  if (wrong.length > 0)
    return linkedInError(422, 'UNPROCESSABLE_ENTITY', `ERROR :: ${wrong[0]} :: is missing or not valid`);
  const files = linkedInMedia(world, body.content, body.author);
  const urn = `urn:li:share:${digits(19)}`;
  const now = new Date();
  const post = { urn, body, createdAt: now.getTime() };
  world.linkedin.posts.push(post);
  const format = body.content?.multiImage
    ? 'carousel'
    : world.linkedin.videos.has(body.content?.media?.id)
      ? 'video'
      : files.length
        ? 'image'
        : 'text';
  await goPublic(world, {
    network: 'linkedin',
    externalId: urn,
    account: body.author,
    text: body.commentary,
    format,
    files,
    publishedAt: now,
    permalink: `https://www.linkedin.com/feed/update/${urn}`,
  });
  return new Reply(201, '', { 'x-restli-id': urn, 'x-linkedin-id': urn });
}

function linkedInPosts(world, query) {
  if (query.get('q') !== 'author') return linkedInError(400, 'ILLEGAL_ARGUMENT', 'The finder q=author is required');
  const author = query.get('author');
  linkedInOwned(author);
  const count = Math.min(Number(query.get('count') ?? 10) || 10, 100);
  const elements = world.linkedin.posts
    .filter((post) => post.body.author === author)
    .reverse()
    .slice(0, count)
    .map(({ urn, body, createdAt }) => ({
      ...body,
      id: urn,
      createdAt,
      publishedAt: createdAt,
      lastModifiedAt: createdAt,
    }));
  return new Reply(200, { paging: { start: 0, count, links: [] }, elements, metadata: {} });
}

/** Rest.li 2.0: shares=List(urn%3Ali%3Ashare%3A1,…), each URN encoded inside the List. */
function linkedInStatistics(world, url) {
  const query = url.searchParams;
  if (query.get('q') !== 'organizationalEntity')
    return linkedInError(400, 'ILLEGAL_ARGUMENT', 'The finder q=organizationalEntity is required');
  linkedInOwned(query.get('organizationalEntity'));
  const list = /[?&](?:shares|ugcPosts)=List\(([^)]*)\)/.exec(url.search);
  const urns = list ? list[1].split(',') : [];
  if (urns.some((urn) => !/^urn%3Ali%3A(?:share|ugcPost)%3A\d+$/.test(urn)))
    return linkedInError(400, 'ILLEGAL_ARGUMENT', 'Invalid Rest.li 2.0 encoding of the shares parameter');
  const elements = urns.map(decodeURIComponent).map((urn) => {
    const figures = figuresOf(world, urn);
    return {
      share: urn,
      organizationalEntity: query.get('organizationalEntity'),
      totalShareStatistics: {
        uniqueImpressionsCount: figures.reach,
        impressionCount: figures.impressions,
        likeCount: figures.likes,
        commentCount: figures.comments,
        shareCount: figures.shares,
        clickCount: 0,
        engagement: 0,
      },
    };
  });
  return new Reply(200, { paging: { start: 0, count: 10, links: [] }, elements });
}

async function linkedInRest(world, request, url) {
  linkedInCaller(world, request);
  const failure = takeFailure(world, 'linkedin');
  if (failure) return LINKEDIN_FAILURES[failure]();
  const path = url.pathname.slice('/linkedin/rest'.length);
  const route = `${request.method} ${path}${url.searchParams.has('action') ? `?action=${url.searchParams.get('action')}` : ''}`;
  if (route === 'GET /organizationAcls') {
    const acl = {
      roleAssignee: ACCOUNTS.linkedin.member,
      state: 'APPROVED',
      role: 'ADMINISTRATOR',
      organization: ACCOUNTS.linkedin.externalId,
    };
    const matches =
      url.searchParams.get('q') === 'roleAssignee' && ['ADMINISTRATOR', null].includes(url.searchParams.get('role'));
    return new Reply(200, {
      paging: { start: 0, count: 10, links: [], total: matches ? 1 : 0 },
      elements: matches ? [acl] : [],
    });
  }
  const organization = /^\/organizations\/(\d+)$/.exec(path);
  if (organization && request.method === 'GET') {
    linkedInOwned(`urn:li:organization:${organization[1]}`);
    return new Reply(200, {
      id: Number(organization[1]),
      localizedName: ACCOUNTS.linkedin.name,
      vanityName: 'baeckerei-muster',
      localizedWebsite: 'https://example.ch',
      logoV2: { original: LINKEDIN_LOGO, cropped: LINKEDIN_LOGO, cropInfo: { x: 0, y: 0, width: 0, height: 0 } },
    });
  }
  // The URN in the path, encoded or not (LinkedIn takes both).
  if (request.method === 'GET' && decodeURIComponent(path) === `/images/${LINKEDIN_LOGO}`) {
    return new Reply(200, {
      id: LINKEDIN_LOGO,
      status: 'AVAILABLE',
      downloadUrl: pictureUrl(world, 'linkedin'),
      downloadUrlExpiresAt: Date.now() + 3_600_000,
    });
  }
  if (route === 'GET /posts') return linkedInPosts(world, url.searchParams);
  if (route === 'GET /organizationalEntityShareStatistics') return linkedInStatistics(world, url);
  if (request.method !== 'POST') return linkedInError(404, 'NOT_FOUND', `No resource ${path}`);
  const body = await jsonBody(request);
  if (!body) return linkedInError(400, 'ILLEGAL_ARGUMENT', 'The body must be JSON (application/json)');
  if (route === 'POST /images?action=initializeUpload') return linkedInImageUpload(world, body);
  if (route === 'POST /videos?action=initializeUpload') return linkedInVideoUpload(world, body);
  if (route === 'POST /videos?action=finalizeUpload') return linkedInFinalize(world, body);
  if (route === 'POST /posts') return linkedInPost(world, body);
  return linkedInError(404, 'NOT_FOUND', `No resource ${path}`);
}

async function linkedIn(world, request, url) {
  const path = url.pathname.slice('/linkedin'.length);
  if (path === '/oauth/v2/authorization' && request.method === 'GET')
    return linkedInAuthorization(world, url.searchParams);
  if (path === '/oauth/v2/accessToken' && request.method === 'POST') return linkedInAccessToken(world, request);
  if (path === '/oauth/v2/revoke' && request.method === 'POST') return linkedInRevoke(world, request);
  if (path.startsWith('/dms-uploads/')) return linkedInUploadPart(world, request, url);
  if (path.startsWith('/rest/')) return linkedInRest(world, request, url);
  return linkedInError(404, 'NOT_FOUND', `No resource ${path}`);
}

// ---------------------------------------------------------------------------------------------
// TikTok: OAuth with PKCE and the Content Posting API

const logId = () => `2025${digits(20)}`;
const tiktokError = (status, code, message) =>
  new Reply(status, { data: {}, error: { code, message, log_id: logId() } });
const tiktokOk = (data) => new Reply(200, { data, error: { code: 'ok', message: '', log_id: logId() } });
const tiktokOAuthError = (error, description) =>
  new Reply(400, { error, error_description: description, log_id: logId() });

const TIKTOK_FAILURES = {
  rate_limited: () => tiktokError(429, 'rate_limit_exceeded', 'API rate limit was exceeded.'),
  unavailable: () => tiktokError(500, 'internal_error', 'Something went wrong. Please try again later.'),
  // A connection granted before a scope the call needs (e.g. user.info.profile for `username`).
  scope_not_authorized: () =>
    tiktokError(
      401,
      'scope_not_authorized',
      'The user did not authorize the scope required for completing this request.',
    ),
};
const PRIVACY_LEVELS = ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'];
// `username` (the @handle) is TikTok's user.info.profile field.
const USER_FIELDS = {
  open_id: ACCOUNTS.tiktok.externalId,
  union_id: 'standin-union-id',
  display_name: ACCOUNTS.tiktok.name,
  username: ACCOUNTS.tiktok.username,
  avatar_url: null, // the CDN's address, made per request (tiktokUser)
};
const VIDEO_FIELDS = [
  'id',
  'create_time',
  'title',
  'share_url',
  'like_count',
  'comment_count',
  'share_count',
  'view_count',
];

function tiktokAuthorize(world, query) {
  const { redirectUri, refusal } = checkedRedirect(query, 'client_key', APPS.tiktok);
  if (refusal) return refusalPage(refusal);
  const challenge = query.get('code_challenge');
  if (challenge && query.get('code_challenge_method') !== 'S256')
    return refusalPage('code_challenge_method muss S256 sein.');
  const code = issueCode(world, 'tiktok', { redirectUri, challenge, scopes: (query.get('scope') ?? '').split(',') });
  const deny = { error: 'access_denied', error_description: 'The user denied the request' };
  return consentPage({
    network: 'TikTok',
    account: ACCOUNTS.tiktok.name,
    redirectUri,
    code,
    state: query.get('state'),
    deny,
  });
}

function tiktokTokens(world, refresh = issueToken(world, 'tiktok', 'refresh')) {
  return new Reply(200, {
    access_token: issueToken(world, 'tiktok', 'access'),
    expires_in: 86_400,
    open_id: ACCOUNTS.tiktok.externalId,
    refresh_expires_in: 31_536_000,
    refresh_token: refresh,
    scope: 'user.info.basic,user.info.profile,video.publish,video.list',
    token_type: 'Bearer',
  });
}

async function tiktokToken(world, request) {
  const form = await formBody(request);
  if (!form) return tiktokOAuthError('invalid_request', 'Content-Type must be application/x-www-form-urlencoded.');
  if (form.get('client_key') !== APPS.tiktok.id || form.get('client_secret') !== APPS.tiktok.secret)
    return tiktokOAuthError('invalid_client', 'Client key or secret is incorrect.');
  if (form.get('grant_type') === 'refresh_token') {
    const refresh = form.get('refresh_token');
    const record = tokenState(world, 'tiktok', refresh);
    if (typeof record === 'string' || record.kind !== 'refresh')
      return tiktokOAuthError('invalid_grant', 'Refresh token is invalid or expired.');
    return tiktokTokens(world, refresh);
  }
  if (form.get('grant_type') !== 'authorization_code')
    return tiktokOAuthError('unsupported_grant_type', 'The grant type is not supported.');
  const issued = takeCode(world, 'tiktok', form.get('code'));
  if (!issued) return tiktokOAuthError('invalid_grant', 'Authorization code is expired.');
  if (issued.redirectUri !== form.get('redirect_uri'))
    return tiktokOAuthError('invalid_grant', 'Redirect URI does not match the authorization request.');
  const verifier = form.get('code_verifier') ?? '';
  if (issued.challenge && createHash('sha256').update(verifier).digest('base64url') !== issued.challenge) {
    return tiktokOAuthError('invalid_grant', 'Code verifier or code challenge is invalid.');
  }
  return tiktokTokens(world);
}

/** TikTok's token revocation: the app's key and secret and an access token of its own; 200 with an empty object. */
async function tiktokRevoke(world, request) {
  const form = await formBody(request);
  if (!form) return tiktokOAuthError('invalid_request', 'Content-Type must be application/x-www-form-urlencoded.');
  if (form.get('client_key') !== APPS.tiktok.id || form.get('client_secret') !== APPS.tiktok.secret)
    return tiktokOAuthError('invalid_client', 'Client key or secret is incorrect.');
  const record = tokenState(world, 'tiktok', form.get('token'));
  if (typeof record === 'string') return tiktokOAuthError('invalid_grant', 'Access token is invalid or expired.');
  world.revoked.add(form.get('token'));
  return new Reply(200, {});
}

function tiktokCaller(world, request) {
  const value = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  const record = tokenState(world, 'tiktok', value);
  if (typeof record === 'string' || record.kind !== 'access')
    throw tiktokError(401, 'access_token_invalid', 'The access token is invalid or not found in the request.');
}

/**
 * TikTok pulls the files (a fault makes the publication FAILED) and posts without a further call:
 * the init call is what makes the post public. The status shows PUBLISH_COMPLETE once the files
 * are processed (a video after its polls).
 */
async function tiktokInit(world, body, kind) {
  const info = body.post_info ?? {};
  const source = body.source_info ?? {};
  if (!PRIVACY_LEVELS.includes(info.privacy_level))
    return tiktokError(
      400,
      'invalid_params',
      "post_info.privacy_level is required and must be one of the creator's options.",
    );
  if (source.source !== 'PULL_FROM_URL')
    return tiktokError(400, 'invalid_params', 'The stand-in takes source_info.source PULL_FROM_URL only.');
  let urls;
  if (kind === 'video') {
    if (typeof source.video_url !== 'string')
      return tiktokError(400, 'invalid_params', 'source_info.video_url is required.');
    if (typeof info.title === 'string' && [...info.title].length > 2200)
      return tiktokError(400, 'invalid_params', 'post_info.title is longer than 2200 characters.');
    urls = [source.video_url];
  } else {
    urls = source.photo_images;
    if (body.media_type !== 'PHOTO' || body.post_mode !== 'DIRECT_POST')
      return tiktokError(
        400,
        'invalid_params',
        'media_type must be PHOTO and the stand-in takes post_mode DIRECT_POST only.',
      );
    if (!Array.isArray(urls) || urls.length < 1 || urls.length > 35)
      return tiktokError(400, 'invalid_params', 'source_info.photo_images must have 1 to 35 URLs.');
    if (
      !Number.isInteger(source.photo_cover_index) ||
      source.photo_cover_index < 0 ||
      source.photo_cover_index >= urls.length
    )
      return tiktokError(400, 'invalid_params', 'source_info.photo_cover_index is out of range.');
    if (typeof info.title === 'string' && [...info.title].length > 90)
      return tiktokError(400, 'invalid_params', 'post_info.title is longer than 90 characters.');
    if (typeof info.description === 'string' && [...info.description].length > 4000)
      return tiktokError(400, 'invalid_params', 'post_info.description is longer than 4000 characters.');
  }
  const publishId = `${kind === 'video' ? 'v_pub_url' : 'p_pub_url'}~v2-1.${digits(19)}`;
  const fetched = await Promise.all(urls.map((url) => fetchMedia(url, kind === 'video' ? 'video' : 'image')));
  const failed = fetched.find((result) => result.error);
  const publication = {
    id: publishId,
    status: failed ? 'FAILED' : 'PROCESSING_DOWNLOAD',
    kind,
    polls: 0,
    postId: null,
    failReason: failed ? `${kind === 'video' ? 'video' : 'photo'}_pull_failed` : null,
  };
  world.tiktok.set(publishId, publication);
  if (failed) return tiktokOk({ publish_id: publishId });
  publication.postId = `7${digits(18)}`;
  const text = kind === 'video' ? (info.title ?? '') : (info.description ?? '');
  await goPublic(world, {
    network: 'tiktok',
    externalId: publication.postId,
    account: ACCOUNTS.tiktok.externalId,
    text,
    format: kind === 'video' ? 'video' : 'photo',
    files: fetched.map((result) => result.file),
    publishedAt: new Date(),
    permalink: `https://www.tiktok.com/@${ACCOUNTS.tiktok.username}/video/${publication.postId}`,
  });
  return tiktokOk({ publish_id: publishId });
}

function tiktokStatus(world, body) {
  const publication = world.tiktok.get(body.publish_id ?? '');
  if (!publication) return tiktokError(400, 'invalid_params', 'The publish_id is not valid.');
  if (publication.status === 'PROCESSING_DOWNLOAD') {
    publication.polls += 1;
    if (publication.kind !== 'video' || publication.polls >= world.videoPolls) publication.status = 'PUBLISH_COMPLETE';
  }
  const data = { status: publication.status, uploaded_bytes: 0, downloaded_bytes: 0 };
  if (publication.status === 'FAILED') data.fail_reason = publication.failReason;
  // Sic (TikTok's spelling); the ids are 19-digit integers, beyond what a JavaScript number keeps.
  if (publication.status === 'PUBLISH_COMPLETE') data.publicaly_available_post_id = [JSON.rawJSON(publication.postId)];
  return tiktokOk(data);
}

function tiktokVideos(world, url, body) {
  const fields = (url.searchParams.get('fields') ?? '').split(',').filter(Boolean);
  if (fields.length === 0 || fields.some((name) => !VIDEO_FIELDS.includes(name)))
    return tiktokError(400, 'invalid_params', `fields must be some of ${VIDEO_FIELDS.join(',')}`);
  const ids = body.filters?.video_ids;
  if (!Array.isArray(ids) || ids.length < 1 || ids.length > 20)
    return tiktokError(400, 'invalid_params', 'filters.video_ids must have 1 to 20 ids.');
  const videos = world.posts
    .filter((post) => post.network === 'tiktok' && ids.includes(post.externalId))
    .map((post) => {
      const figures = figuresOf(world, post.externalId);
      const video = {
        id: post.externalId,
        create_time: Math.floor(post.publishedAt.getTime() / 1000),
        title: post.text,
        share_url: post.permalink,
        like_count: figures.likes,
        comment_count: figures.comments,
        share_count: figures.shares,
        view_count: figures.impressions,
      };
      return Object.fromEntries(fields.map((name) => [name, video[name]]));
    });
  return tiktokOk({ videos, cursor: 0, has_more: false });
}

async function tiktok(world, request, url) {
  const path = url.pathname.slice('/tiktok'.length);
  if (path === '/auth/authorize/' && request.method === 'GET') return tiktokAuthorize(world, url.searchParams);
  if (path === '/v2/oauth/token/' && request.method === 'POST') return tiktokToken(world, request);
  if (path === '/v2/oauth/revoke/' && request.method === 'POST') return tiktokRevoke(world, request);
  tiktokCaller(world, request);
  const failure = takeFailure(world, 'tiktok');
  if (failure) return TIKTOK_FAILURES[failure]();
  if (path === '/v2/user/info/' && request.method === 'GET') {
    const fields = (url.searchParams.get('fields') ?? '').split(',').filter(Boolean);
    if (fields.length === 0 || fields.some((name) => !(name in USER_FIELDS)))
      return tiktokError(400, 'invalid_params', 'The fields are not valid.');
    const user = { ...USER_FIELDS, avatar_url: pictureUrl(world, 'tiktok') };
    return tiktokOk({ user: Object.fromEntries(fields.map((name) => [name, user[name]])) });
  }
  if (request.method !== 'POST') return tiktokError(404, 'invalid_params', `No endpoint ${path}`);
  const body = await jsonBody(request);
  if (!body)
    return tiktokError(
      400,
      'invalid_params',
      'The body must be JSON with Content-Type application/json; charset=UTF-8.',
    );
  if (path === '/v2/post/publish/video/init/') return tiktokInit(world, body, 'video');
  if (path === '/v2/post/publish/content/init/') return tiktokInit(world, body, 'photo');
  if (path === '/v2/post/publish/status/fetch/') return tiktokStatus(world, body);
  if (path === '/v2/video/query/') return tiktokVideos(world, url, body);
  return tiktokError(404, 'invalid_params', `No endpoint ${path}`);
}

// ---------------------------------------------------------------------------------------------

/** The networks' CDNs: the accounts' pictures. */
function cdn(world, request, url) {
  if (request.method !== 'GET' || !/^\/cdn\/(facebook|instagram|linkedin|tiktok)\/picture\.png$/.test(url.pathname))
    return new Reply(404, { message: 'No such file' });
  return new Reply(200, PICTURE_PNG, { 'content-type': 'image/png' });
}

const NETWORKS = { meta, linkedin: linkedIn, tiktok, cdn };
/** The stand-in's APIs by the product's networks: Instagram and Facebook are both Meta's Graph. */
const HOST_OF = { instagram: 'meta', facebook: 'meta', linkedin: 'linkedin', tiktok: 'tiktok' };

async function answer(world, request, response) {
  const url = new URL(request.url ?? '/', world.baseUrl);
  world.requests.push(`${request.method} ${url.pathname}`);
  if (world.requests.length > 1000) world.requests.shift();
  const handler = NETWORKS[url.pathname.split('/')[1]];
  let reply;
  try {
    reply = handler ? await handler(world, request, url) : new Reply(404, { message: 'Not a network of the stand-in' });
  } catch (error) {
    if (!(error instanceof Reply)) throw error;
    reply = error;
  }
  if (response.destroyed) return;
  const raw = typeof reply.body === 'string' || Buffer.isBuffer(reply.body);
  const text = raw ? reply.body : JSON.stringify(reply.body);
  const type = raw ? {} : { 'content-type': 'application/json; charset=UTF-8' };
  response.writeHead(reply.status, { ...type, ...reply.headers }).end(text);
}

/**
 * Starts the stand-in on 127.0.0.1 (a free port unless given).
 *
 * @param {{ port?: number, videoPolls?: number }} [options] videoPolls: the status poll on which a
 *   video is processed (an Instagram video container FINISHED, a TikTok video PUBLISH_COMPLETE); 2
 *   unless given. Images are processed at once.
 */
export async function startSocialStandIn({ port = 0, videoPolls = 2 } = {}) {
  const world = createWorld({ videoPolls });
  const server = createServer((request, response) => {
    answer(world, request, response).catch((error) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error?.stack ?? error));
    });
  });
  // Timed like a network: a caller that stops sending is cut off.
  server.requestTimeout = 30_000;
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${server.address().port}`;
  world.baseUrl = baseUrl;
  return {
    baseUrl,
    /** The product's settings for this server (config.social). */
    env: {
      META_APP_ID: APPS.meta.id,
      META_APP_SECRET: APPS.meta.secret,
      META_GRAPH_URL: `${baseUrl}/meta/v21.0`,
      META_DIALOG_URL: `${baseUrl}/meta/dialog/oauth`,
      LINKEDIN_CLIENT_ID: APPS.linkedin.id,
      LINKEDIN_CLIENT_SECRET: APPS.linkedin.secret,
      LINKEDIN_API_URL: `${baseUrl}/linkedin`,
      LINKEDIN_AUTH_URL: `${baseUrl}/linkedin/oauth/v2`,
      TIKTOK_CLIENT_KEY: APPS.tiktok.id,
      TIKTOK_CLIENT_SECRET: APPS.tiktok.secret,
      TIKTOK_API_URL: `${baseUrl}/tiktok`,
      TIKTOK_AUTH_URL: `${baseUrl}/tiktok/auth/authorize/`,
    },
    accounts: ACCOUNTS,
    /** Every post that went public, oldest first. */
    posts: world.posts,
    /** `METHOD /path` of the last 1,000 requests, oldest first (no queries: tokens travel there). */
    requests: world.requests,
    setMetrics(externalId, figures) {
      world.figures.set(externalId, { ...world.figures.get(externalId), ...figures });
    },
    revoke(accessToken) {
      world.revoked.add(accessToken);
    },
    revokeAll() {
      for (const value of world.tokens.keys()) world.revoked.add(value);
    },
    holdNextPublish(network) {
      let resolve;
      let release;
      const published = new Promise((done) => (resolve = done));
      const released = new Promise((done) => (release = done));
      world.holds.set(network, { resolve, released, release });
      return { published };
    },
    release() {
      for (const hold of world.held) hold.release();
    },
    comments: world.comments,
    refuseNextComment(message) {
      world.commentRefusal = message;
    },
    failNext(network, failure) {
      world.failures.set(HOST_OF[network], failure);
    },
    async close() {
      // Held answers never come: their connections end with the server.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      for (const hold of world.held) hold.release();
    },
  };
}
