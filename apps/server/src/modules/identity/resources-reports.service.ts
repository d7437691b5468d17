import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Page, Report, Resource, UpsertReport, UpsertResource } from '@dom/contract';
import { recordAudit } from '../../platform/audit';
import type { Db, Tx } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/caller';
import type { actorOf } from '../../platform/http/request-context';
import { authReports, authResources } from './authorization.schema';
import { assertGrantable } from './permission-catalogue';
import { isUniqueViolation, likePattern, pageOf, pageWindow } from './paging';

type Actor = ReturnType<typeof actorOf>;
type ListQuery = { pageNumber: number; pageSize: number; search?: string | undefined };

/** Resources (screens and calls with their permission) and reports, for the Control panel. */
export class ResourcesReportsService {
  constructor(private readonly db: Db) {}

  async listResources(query: ListQuery): Promise<Page<Resource>> {
    const where = query.search
      ? or(
          ilike(authResources.name, likePattern(query.search)),
          ilike(authResources.path, likePattern(query.search)),
          ilike(authResources.permission, likePattern(query.search)),
        )
      : undefined;
    const { offset, limit } = pageWindow(query);
    const rows = await this.db
      .select()
      .from(authResources)
      .where(where)
      .orderBy(asc(authResources.kind), asc(authResources.path), asc(authResources.permission))
      .limit(limit)
      .offset(offset);
    const [total] = await this.db.select({ n: count() }).from(authResources).where(where);
    return pageOf(rows.map(resourceOf), total?.n, query);
  }

  async saveResource(tx: Tx, id: string | null, input: UpsertResource, actor: Actor): Promise<Resource> {
    assertGrantable([input.permission], 'permission');
    try {
      return await (async () => {
        const values = { ...input, description: input.description ?? null, updatedAt: new Date() };
        const [row] = id
          ? await tx.update(authResources).set(values).where(eq(authResources.id, id)).returning()
          : await tx.insert(authResources).values(values).returning();
        if (!row) throw notFound('Resource');
        await recordAudit(tx, {
          ...actor,
          action: id ? 'RESOURCE_UPDATED' : 'RESOURCE_CREATED',
          entityType: 'resource',
          entityId: row.id,
          after: values,
        });
        return resourceOf(row);
      })();
    } catch (err) {
      if (isUniqueViolation(err))
        throw new AppError('CONFLICT', 'This resource exists already with this permission.');
      throw err;
    }
  }

  async deleteResource(tx: Tx, id: string, actor: Actor): Promise<void> {
    const row = await (async () => {
      const [deleted] = await tx.delete(authResources).where(eq(authResources.id, id)).returning();
      if (deleted)
        await recordAudit(tx, {
          ...actor,
          action: 'RESOURCE_DELETED',
          entityType: 'resource',
          entityId: id,
          before: deleted,
        });
      return deleted;
    })();
    if (!row) throw notFound('Resource');
  }

  async listReports(query: ListQuery, onlyFor?: Caller): Promise<Page<Report>> {
    const conditions = [
      query.search
        ? or(
            ilike(authReports.name, likePattern(query.search)),
            ilike(authReports.category, likePattern(query.search)),
          )
        : undefined,
      onlyFor ? eq(authReports.isActive, true) : undefined,
      onlyFor
        ? onlyFor.permissions.size > 0
          ? inArray(authReports.permission, [...onlyFor.permissions])
          : sql`false`
        : undefined,
    ].filter((c) => c !== undefined);
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const { offset, limit } = pageWindow(query);
    const rows = await this.db
      .select()
      .from(authReports)
      .where(where)
      .orderBy(asc(authReports.category), asc(authReports.name))
      .limit(limit)
      .offset(offset);
    const [total] = await this.db.select({ n: count() }).from(authReports).where(where);
    return pageOf(rows.map(reportOf), total?.n, query);
  }

  async saveReport(tx: Tx, id: string | null, input: UpsertReport, actor: Actor): Promise<Report> {
    assertGrantable([input.permission], 'permission');
    try {
      return await (async () => {
        const values = {
          ...input,
          description: input.description ?? null,
          url: input.url ?? null,
          updatedAt: new Date(),
        };
        const [row] = id
          ? await tx.update(authReports).set(values).where(eq(authReports.id, id)).returning()
          : await tx.insert(authReports).values(values).returning();
        if (!row) throw notFound('Report');
        await recordAudit(tx, {
          ...actor,
          action: id ? 'REPORT_UPDATED' : 'REPORT_CREATED',
          entityType: 'report',
          entityId: row.id,
          after: values,
        });
        return reportOf(row);
      })();
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', 'A report with this name exists already.');
      throw err;
    }
  }
}

function resourceOf(r: typeof authResources.$inferSelect): Resource {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind as Resource['kind'],
    path: r.path,
    permission: r.permission,
    description: r.description,
  };
}

function reportOf(r: typeof authReports.$inferSelect): Report {
  return {
    id: r.id,
    name: r.name,
    category: r.category,
    description: r.description,
    url: r.url,
    permission: r.permission,
    isActive: r.isActive,
  };
}
