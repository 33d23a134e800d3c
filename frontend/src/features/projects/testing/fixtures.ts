import type { ContentLimits } from '../../plans/types';
import type { OrderClock } from '../../../shared/contracts';
import type {
  Attachment,
  DesignVersion,
  Pin,
  ProjectComment,
  ProjectDetail,
  ProjectListItem,
  ProjectPage,
} from '../../../shared/orders/types';

/** A running stage's clock: the designer's first version, due Thursday 3 December 2026, on time. */
export function orderClock(overrides: Partial<OrderClock> = {}): OrderClock {
  return {
    stage: 'design',
    owedBy: 'designer',
    startedAt: '2026-11-30T08:00:00.000Z',
    dueDay: '2026-12-03',
    dueAt: '2026-12-03T23:00:00.000Z',
    state: 'on_time',
    businessDaysAllowed: 3,
    ...overrides,
  };
}

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
    unreadMessages: 0,
    clock: null,
    ...overrides,
  };
}

export function page(
  items: ProjectListItem[],
  total = items.length,
  pageNumber = 1,
  pageSize = 10,
  totalCapped = false,
): ProjectPage {
  return { items, total, totalCapped, page: pageNumber, pageSize };
}

export function attachment(overrides: Partial<Attachment> = {}): Attachment {
  return {
    id: 'a-1',
    fileUrl: '/files/p-1/referenz.png',
    downloadUrl: '/files/p-1/referenz.png?download=1',
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
    versions: [],
    pins: [],
    downloads: { recordUrl: '/api/projects/p-1/record.pdf?e=1&n=Auftrag.pdf&download=1&s=sig', zipUrl: null },
    clock: null,
    approvals: [],
    approvalProgress: null,
    rights: { pin: false, guestLinks: false },
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

export function version(overrides: Partial<DesignVersion> = {}): DesignVersion {
  return {
    id: 'v-1',
    number: 1,
    status: 'in_review',
    current: true,
    submittedAt: '2025-03-15T10:00:00.000Z',
    submittedBy: { id: 'designer-1', name: 'Dana Design' },
    passedAt: '2025-03-15T12:00:00.000Z',
    decidedAt: null,
    decidedBy: null,
    note: null,
    files: [],
    ...overrides,
  };
}

export function pin(overrides: Partial<Pin> = {}): Pin {
  return {
    id: 'pin-1',
    versionId: 'v-1',
    versionNumber: 1,
    attachmentId: 'a-1',
    x: 0.5,
    y: 0.25,
    atSeconds: null,
    comment: 'Logo grösser',
    author: { id: 'client-1', name: 'Bäckerei Muster AG' },
    authorRole: 'client',
    internal: false,
    createdAt: '2025-03-15T13:00:00.000Z',
    done: false,
    answer: null,
    pending: false,
    resolvedAt: null,
    resolvedInVersion: null,
    ...overrides,
  };
}
