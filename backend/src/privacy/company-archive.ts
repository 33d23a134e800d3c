import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ZipArchive } from 'archiver';
import { Account, ClientMember } from '../accounts/index.js';
import { PlanRequest } from '../billing/index.js';
import { Branding } from '../clients/index.js';
import { ContentIdea, IdeaGeneration } from '../ideas/index.js';
import { clientOrdersForExport, type OrderFileForExport } from '../projects/index.js';
import { PostMetric, ScheduledPost } from '../publishing/index.js';
import { FileStorage } from '../storage/index.js';

/** A stored file the archive holds: where it is read from and its place in the ZIP. */
interface ArchivedFile {
  storageKey: string;
  path: string;
}

/** What streaming a file into the archive found: its checksum and its size. */
interface Streamed {
  sha256: string;
  bytes: number;
}

/** What the manifest says of a file: its place in the archive and its SHA-256 (filled while it streams). */
interface FileEntry {
  path: string;
  fileName: string;
  fileType: string;
  sizeBytes: number;
  sha256: string;
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** A name as one path segment: no folders, no control characters, at most 120 characters. */
function segment(name: string, fallback: string): string {
  const safe = [...name]
    .map((char) => (char === '/' || char === '\\' || char.charCodeAt(0) < 32 ? '_' : char))
    .join('')
    .trim()
    .slice(0, 120);
  return safe || fallback;
}

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

/**
 * A company's data as one ZIP (issue 41, docs/privacy.md): its files under `auftraege/` and
 * `marke/`, then `manifest.json` with the company, its members and roles, every order with its
 * versions, files (with their SHA-256), comments, pins with replies, approvals and approval records,
 * the scheduled posts with their proofs and figures, the brand, the month plans and the plan
 * requests. The files stream one after the other from the storage through the archive into the
 * storage again (stored, not compressed: images and videos are already), so the memory stays flat
 * whatever their size; the manifest, written last, carries the checksums taken on the way.
 */
@Injectable()
export class CompanyArchive {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
  ) {}

  /** Writes the company's ZIP at the key; answers its size in bytes. */
  async write(clientId: string, key: string, at: Date): Promise<number> {
    const { manifest, files } = await this.contents(clientId, at);
    const hashes = new Map<string, { sha256: string; bytes: number }>();
    const archive = new ZipArchive({ store: true });
    let next = 0;
    let reading: Readable | null = null;
    const fail = (error: Error) => archive.destroy(error);
    // One file after the other: the next opens only once the archive wrote the one before.
    const appendNext = () => {
      const file = files[next];
      next += 1;
      if (file) {
        const hash = createHash('sha256');
        let bytes = 0;
        const tap = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            bytes += chunk.length;
            done(null, chunk);
          },
          flush(done) {
            hashes.set(file.path, { sha256: hash.digest('hex'), bytes });
            done();
          },
        });
        reading = this.storage.read(file.storageKey);
        reading.once('error', fail);
        archive.append(reading.pipe(tap), { name: file.path, date: at });
      } else if (next === files.length + 1) {
        const withHashes = JSON.stringify(
          manifest((path) => hashes.get(path) ?? { sha256: '', bytes: 0 }),
          null,
          2,
        );
        archive.append(Buffer.from(withHashes, 'utf8'), { name: 'manifest.json', date: at });
      } else {
        reading = null;
        archive.finalize().catch(fail);
      }
    };
    archive.on('entry', appendNext);
    archive.once('error', () => (reading as Readable | null)?.destroy());
    appendNext();
    return this.storage.write(key, archive, 'application/zip');
  }

  /** The manifest (to be completed with the checksums) and the files in the order they go into the ZIP. */
  private async contents(
    clientId: string,
    at: Date,
  ): Promise<{ manifest: (streamed: (path: string) => Streamed) => unknown; files: ArchivedFile[] }> {
    const em = this.em.fork();
    const company = await em.findOneOrFail(Account, clientId, { fields: ['name', 'email', 'createdAt'] });
    const [members, orders, branding, posts, generations, ideas, planRequests] = await Promise.all([
      em.find(ClientMember, { client: clientId }, { populate: ['user'], orderBy: { invitedAt: 'asc' } }),
      clientOrdersForExport(em, clientId),
      em.findOne(Branding, { client: clientId }),
      em.find(ScheduledPost, { client: clientId }, { populate: ['socialAccount'], orderBy: { at: 'asc' } }),
      em.find(IdeaGeneration, { client: clientId }, { orderBy: { createdAt: 'asc' } }),
      em.find(ContentIdea, { client: clientId }, { orderBy: { month: 'asc', position: 'asc' } }),
      em.find(PlanRequest, { client: clientId }, { populate: ['plan'], orderBy: { createdAt: 'asc' } }),
    ]);
    const metrics = posts.length
      ? await em.find(
          PostMetric,
          { scheduledPost: { $in: posts.map((post) => post.id) } },
          { orderBy: { measuredAt: 'asc' } },
        )
      : [];

    const files: ArchivedFile[] = [];
    const entries = new Map<string, Omit<FileEntry, 'sha256'>>();
    const place = (file: OrderFileForExport, folder: string, index: number): string => {
      const path = `${folder}/${String(index + 1).padStart(2, '0')} ${segment(file.fileName, 'datei')}`;
      files.push({ storageKey: file.storageKey, path });
      entries.set(path, { path, fileName: file.fileName, fileType: file.fileType, sizeBytes: file.sizeBytes });
      return path;
    };
    const orderFolders = orders.map((order, index) => {
      const folder = `auftraege/${String(index + 1).padStart(3, '0')} ${segment(order.title, 'auftrag')}`;
      return {
        versions: order.versions.map((version) =>
          version.files.map((file, n) => place(file, `${folder}/version-${version.number}`, n)),
        ),
        attachments: order.attachments.map((file, n) => place(file, `${folder}/anhaenge`, n)),
        records: order.approvalRecords.map((file, n) => place(file, `${folder}/freigabeprotokoll`, n)),
      };
    });
    const logo = branding?.logo
      ? place(
          {
            storageKey: branding.logo,
            fileName: `logo.${extensionOf(branding.logo)}`,
            fileType: `image/${extensionOf(branding.logo)}`,
            sizeBytes: 0,
            createdAt: '',
          },
          'marke',
          0,
        )
      : null;

    const manifest = (streamed: (path: string) => Streamed) => {
      const fileOf = (path: string): FileEntry => {
        const { sha256, bytes } = streamed(path);
        return { ...entries.get(path)!, sizeBytes: bytes, sha256 };
      };
      return {
        format: 'contentflow-data-export/1',
        createdAt: at.toISOString(),
        company: { id: clientId, name: company.name, email: company.email, createdAt: iso(company.createdAt) },
        members: members.map((member) => ({
          userId: member.user.id,
          name: member.user.name,
          email: member.user.email,
          role: member.role,
          invitedAt: iso(member.invitedAt),
          joinedAt: iso(member.joinedAt),
        })),
        orders: orders.map((order, index) => {
          const folder = orderFolders[index]!;
          return {
            ...order,
            versions: order.versions.map((version, v) => ({
              ...version,
              files: folder.versions[v]!.map(fileOf),
            })),
            attachments: folder.attachments.map(fileOf),
            approvalRecords: order.approvalRecords.map((record, r) => ({
              audience: record.audience,
              createdAt: record.createdAt,
              file: fileOf(folder.records[r]!),
            })),
          };
        }),
        scheduledPosts: posts.map((post) => ({
          id: post.id,
          orderId: post.project.id,
          network: post.socialAccount.network,
          account: post.socialAccount.name,
          versionNumber: post.versionNumber,
          at: iso(post.at),
          status: post.status,
          caption: post.caption,
          hashtags: post.hashtags,
          // The proof: where it went out, when, and the SHA-256 of each file as it was sent.
          proof: { permalink: post.permalink, publishedAt: iso(post.publishedAt), files: post.files },
          figures: metrics
            .filter((metric) => metric.scheduledPost.id === post.id)
            .map(({ measuredAt, reach, impressions, likes, comments, shares, saves }) => ({
              measuredAt: iso(measuredAt),
              reach,
              impressions,
              likes,
              comments,
              shares,
              saves,
            })),
        })),
        brand: branding
          ? {
              data: branding.brandingData,
              website: branding.website,
              socialLinks: branding.socialLinks,
              logo: logo ? fileOf(logo) : null,
            }
          : null,
        // Every month with a generation or ideas (an idea may be added by hand).
        monthPlans: [...new Set([...generations, ...ideas].map((row) => row.month))].sort().map((month) => ({
          month,
          generations: generations
            .filter((generation) => generation.month === month)
            .map((generation) => ({
              status: generation.status,
              createdAt: iso(generation.createdAt),
              finishedAt: iso(generation.finishedAt),
            })),
          ideas: ideas
            .filter((idea) => idea.month === month)
            .map((idea) => ({
              date: idea.date,
              contentType: idea.contentType,
              title: idea.title,
              content: idea.content,
              description: idea.description,
              hook: idea.hook,
              cta: idea.cta,
              visualIdea: idea.visualIdea,
              slideIdeas: idea.slideIdeas,
              hashtags: idea.hashtags,
              status: idea.status,
              orderId: idea.project?.id ?? null,
            })),
        })),
        planRequests: planRequests.map((request) => ({
          plan: request.plan.name,
          status: request.status,
          createdAt: iso(request.createdAt),
          closedAt: iso(request.closedAt),
        })),
      };
    };
    return { manifest, files };
  }
}
