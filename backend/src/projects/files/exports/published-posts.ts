import type { EntityManager } from '@mikro-orm/postgresql';
import type { SocialNetworkName } from '../../../contracts/publishing.js';

/** A post of an order that went out, as its approval record lists it, with the checksums of what went out. */
export interface RecordPost {
  network: SocialNetworkName;
  accountName: string;
  permalink: string;
  publishedAt: Date;
  versionNumber: number;
  files: { name: string; sha256: string }[];
}

/**
 * What an order's approval record needs of publishing (a port, docs/decisions.md "Each table owned
 * by its context"): its posts that went out. The posts are the publishing context's and their
 * accounts the social context's, both above projects; publishing implements this class and
 * provides it to the whole application (its `PublishedPostsModule`, imported by the roots).
 */
export abstract class PublishedPosts {
  /** The order's published posts whose account is still connected, by the moment they went out, then id. */
  abstract ofOrder(em: EntityManager, projectId: string): Promise<RecordPost[]>;
}
