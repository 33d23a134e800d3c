import { EntityManager } from '@mikro-orm/postgresql';
import { Global, Injectable, Module } from '@nestjs/common';
import type { SocialNetworkName } from '../contracts/publishing.js';
import { PublishedPosts, type RecordPost } from '../projects/index.js';
import { socialAccountNames } from '../social/index.js';

/**
 * Publishing's side of projects' `PublishedPosts` port: an order's posts that went out, for its
 * approval record, read from `scheduled_post` here with their accounts' networks and names asked
 * of the social context (one statement each).
 */
@Injectable()
class PublishedPostsOfOrders extends PublishedPosts {
  async ofOrder(em: EntityManager, projectId: string): Promise<RecordPost[]> {
    const rows = await em.getConnection().execute<
      {
        social_account_id: string;
        permalink: string;
        published_at: string;
        version_number: number;
        files: { name: string; sha256: string }[];
      }[]
    >(
      `select s.social_account_id, s.permalink, s.published_at, s.version_number, s.files from scheduled_post s
        where s.project_id = ? and s.published_at is not null order by s.published_at, s.id`,
      [projectId],
    );
    const accounts: Map<string, { network: SocialNetworkName; name: string }> = await socialAccountNames(
      em,
      rows.map((row) => row.social_account_id),
    );
    return rows.flatMap((row) => {
      const account = accounts.get(row.social_account_id);
      if (!account) return [];
      return [
        {
          network: account.network,
          accountName: account.name,
          permalink: row.permalink,
          publishedAt: new Date(row.published_at),
          versionNumber: row.version_number,
          files: row.files.map((file) => ({ name: file.name, sha256: file.sha256 })),
        },
      ];
    });
  }
}

/** Provides the port to the whole application: imported by the roots, which compose projects and publishing. */
@Global()
@Module({
  providers: [{ provide: PublishedPosts, useClass: PublishedPostsOfOrders }],
  exports: [PublishedPosts],
})
export class PublishedPostsModule {}
