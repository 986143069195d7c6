import type { ShowRecord } from '../../domain/records.ts'
import type { Show } from './schemas.ts'

export function toShowView(row: ShowRecord): Show {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    isActive: row.isActive,
    defaultMediaId: row.defaultMediaId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt === null ? null : row.deletedAt.toISOString(),
    ownerIds: row.ownerIds,
    imageUrl: row.imageUrl,
    // Written only through the schema's shapes (ShowHost, ShowLink).
    hosts: row.hosts as Show['hosts'],
    links: row.links as Show['links'],
    categories: row.categories,
    languages: row.languages,
    fundingCategory: row.fundingCategory,
  }
}
