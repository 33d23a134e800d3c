import type { Analytics, ScheduledPost, SocialAccount } from '../../../shared/contracts';

export function socialAccount(overrides: Partial<SocialAccount> = {}): SocialAccount {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    network: 'instagram',
    name: '@baeckerei.muster',
    status: 'connected',
    expiresAt: '2030-05-01T10:00:00.000Z',
    connectedAt: '2030-01-15T10:00:00.000Z',
    picture: null,
    ...overrides,
  };
}

export function scheduledPost(overrides: Partial<ScheduledPost> = {}): ScheduledPost {
  return {
    id: 'sp-1',
    projectId: 'p-1',
    projectTitle: 'Frühlingsaktion',
    contentType: 'post',
    socialAccountId: '11111111-1111-4111-8111-111111111111',
    network: 'instagram',
    accountName: '@baeckerei.muster',
    at: '2030-03-12T08:00:00.000Z',
    caption: 'Frisch aus dem Ofen',
    hashtags: ['brot', 'zuerich'],
    status: 'scheduled',
    format: 'feed',
    firstComment: null,
    firstCommentStatus: null,
    firstCommentError: null,
    versionNumber: 1,
    permalink: null,
    publishedAt: null,
    files: [],
    error: null,
    metrics: null,
    ...overrides,
  };
}

const noFigures = {
  reach: null,
  impressions: null,
  likes: null,
  comments: null,
  shares: null,
  saves: null,
  engagementRate: null,
};

export function analytics(overrides: Partial<Analytics> = {}): Analytics {
  return {
    month: '2030-03',
    posts: [],
    totals: { posts: 0, ...noFigures },
    previousMonth: { posts: 0, ...noFigures },
    formats: [],
    times: [],
    ...overrides,
  };
}
