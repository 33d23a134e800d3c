import type { ContentLimits } from '../../plans/types';
import type { Attachment, ProjectComment, ProjectDetail, ProjectListItem, ProjectPage } from '../types';

/** Test data shaped exactly like the API's answers. */
export function listItem(overrides: Partial<ProjectListItem> = {}): ProjectListItem {
  return {
    id: 'p-1',
    title: 'Frühlingsaktion',
    contentType: 'post',
    status: 'in_progress',
    createdAt: '2025-03-14T09:30:00.000Z',
    clientId: 'client-1',
    clientName: 'Bäckerei Muster AG',
    designerId: 'designer-1',
    contentDescription: null,
    hashtags: null,
    completedAt: null,
    ...overrides,
  };
}

export function page(items: ProjectListItem[], total = items.length, pageNumber = 1, pageSize = 10): ProjectPage {
  return { items, total, page: pageNumber, pageSize };
}

export function attachment(overrides: Partial<Attachment> = {}): Attachment {
  return {
    id: 'a-1',
    fileUrl: '/files/p-1/referenz.png',
    fileName: 'referenz.png',
    fileType: 'image/png',
    sizeBytes: 2048,
    isFinalDesign: false,
    createdAt: '2025-03-14T09:31:00.000Z',
    uploadedBy: { id: 'client-1', name: 'Bäckerei Muster AG' },
    ...overrides,
  };
}

export function projectDetail(overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    id: 'p-1',
    title: 'Frühlingsaktion',
    description: 'Wir feiern den Frühling mit 20 % Rabatt.',
    contentType: 'post',
    contentDescription: 'Helle Farben, frische Brötchen',
    platform: 'Instagram',
    targetPlatforms: ['Instagram', 'Facebook'],
    contentGoal: 'Mehr Besuche im Laden',
    hook: 'Schon gefrühstückt?',
    cta: 'Jetzt vorbeikommen',
    visualIdea: 'Brotkorb im Morgenlicht',
    slideIdeas: null,
    specialNotes: 'Logo unten rechts',
    hashtags: '#bäckerei #zürich',
    generatedCaption: null,
    generatedCta: null,
    status: 'in_progress',
    imageUrls: [],
    reviewCount: 0,
    maxReviews: 2,
    createdAt: '2025-03-14T09:30:00.000Z',
    updatedAt: '2025-03-14T09:30:00.000Z',
    completedAt: null,
    clientId: 'client-1',
    designerId: 'designer-1',
    client: { id: 'client-1', name: 'Bäckerei Muster AG', email: 'kunde@muster.ch' },
    designer: { id: 'designer-1', name: 'Dana Design', email: 'dana@design.ch' },
    attachments: [],
    allowedActions: [],
    aiSuggestion: null,
    ...overrides,
  };
}

export function comment(overrides: Partial<ProjectComment> = {}): ProjectComment {
  return {
    id: 'c-1',
    message: 'Bitte das Logo grösser.',
    internal: false,
    createdAt: '2025-03-15T10:00:00.000Z',
    author: { id: 'client-1', name: 'Bäckerei Muster AG' },
    ...overrides,
  };
}

export function limits(overrides: Partial<ContentLimits> = {}): ContentLimits {
  return {
    planName: 'Business',
    postLimit: 16,
    carouselLimit: 6,
    reelLimit: 3,
    postsUsed: 2,
    carouselsUsed: 6,
    reelsUsed: 0,
    postsRemaining: 14,
    carouselsRemaining: 0,
    reelsRemaining: 3,
    ...overrides,
  };
}

export const serverError = { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Interner Fehler' } };
