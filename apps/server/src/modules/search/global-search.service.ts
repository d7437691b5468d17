import {
  type GlobalSearchAnswer,
  type GlobalSearchQuery,
  OrderSearchQuerySchema,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
} from '@dom/contract';
import { type SQL, and, getTableName, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import type { Caller } from '../../platform/caller';
import { consignmentScope, consignments } from '../consignments';
import { creditInvoices, creditPayments, invoiceScope, paymentScope } from '../credit';
import { likePattern } from '../identity';
import { orders } from '../orders';
import { orderFilters } from '../orders';
import { buyers, sellers } from '../parties';
import { buyerScope } from '../parties';
import { sellerScope } from '../parties';

/**
 * Global search (issue 18, docs/search.md). Each group reads its area's table through the area's
 * index exports, with the area's own scope function (the list's scope, so nobody finds here what
 * their list would not show) and only when the caller holds the list's permission. Every match is
 * ILIKE '%term%' on a column with a trigram index (drizzle/0019_search.sql).
 *
 * Bounded work (the bench: 1M orders, 200k buyers, 1M invoices, p95 ≤ 30 ms): each group takes at
 * most CANDIDATES matching rows, unsorted (the scan stops there), and sorts only those; a broad
 * term ("buil" is in a fifth of all buyer names) costs as much as a narrow one. The exact value,
 * when typed in full, is looked up on its own beside them, so it always comes first. A group
 * whose columns cannot hold the term (an e-way bill number has only digits, an IRN only hex) is
 * not asked.
 */
type Match = readonly [name: string, column: AnyPgColumn];

/** A found row, as JSON: every value text (ids, numbers, dates) or null. */
type Row = Record<string, string | null>;

/**
 * One group's reads: the partial match (at most CANDIDATES rows, unsorted: the scan stops there)
 * and the exact value typed in full (it must never be lost among them), as SQL for the one
 * statement every group shares; `finish` sorts what came back and presents `limit` hits.
 */
interface Plan {
  partial: SQL;
  exact: SQL;
  finish: (exact: readonly Row[], partial: readonly Row[], limit: number) => SearchHit[];
}

interface GroupSpec {
  kind: SearchKind;
  /** Any of these lets the caller search the group. */
  permissions: readonly string[];
  /** Null when the term cannot be in this group (e.g. letters in an e-way bill number). */
  plan: (caller: Caller, term: string, limit: number) => Plan | null;
}

const lower = (s: string) => s.toLowerCase();

/** The name of the first field whose value contains the term (the row matched on one of them). */
function matchedField(row: Row, names: readonly string[], term: string): string {
  const t = lower(term);
  return names.find((n) => lower(row[n] ?? '').includes(t)) ?? names[0] ?? '';
}

/** `(a ILIKE p OR b ILIKE p …)`. */
function anyMatch(matches: readonly Match[], term: string): SQL {
  const pattern = likePattern(term);
  return or(...matches.map(([, column]) => ilike(column, pattern))) as SQL;
}

/** How many matching rows a group reads, unsorted, before it sorts and keeps `limit` of them. */
export const CANDIDATES = 60;

/**
 * The value typed in full, on any of the columns: equality on each column's btree index, as typed,
 * in upper case and in lower case (keys, numbers, GSTINs and IRNs are stored in one case). Not
 * `ILIKE 'term'`: without a wildcard the trigram index is asked for the padded start trigrams
 * ("  s", " so"), whose lists hold every row of a column whose values share a prefix (90 ms per
 * column at 1M orders for any term starting with "S").
 */
function exactMatch(matches: readonly Match[], term: string): SQL {
  const variants = [...new Set([term, term.toUpperCase(), term.toLowerCase()])];
  return or(...matches.map(([, column]) => inArray(column, variants))) as SQL;
}

/** Descending (`-1`) or ascending (`1`) on one field; nulls last. ISO dates sort as text. */
type SortKey = readonly [field: string, direction: 1 | -1];

function compareRows(a: Row, b: Row, keys: readonly SortKey[]): number {
  for (const [field, direction] of keys) {
    const x = a[field] ?? null;
    const y = b[field] ?? null;
    if (x === y) continue;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * direction;
  }
  return 0;
}

/**
 * The plan of one group: `fields` (name → column; `id` among them) read where the caller's scope
 * and the match hold; sorted with the exact value (`exactField` equal to the term) first, then `keys`.
 */
function bounded(spec: {
  table: PgTable;
  fields: Record<string, AnyPgColumn>;
  scope: SQL | undefined;
  matches: readonly Match[];
  partial?: SQL;
  term: string;
  exactField: string;
  keys: readonly SortKey[];
  present: (rows: Row[]) => SearchHit[];
}): Plan {
  const json = sql.join(
    Object.entries(spec.fields).map(([name, column]) => sql`${name}::text, ${column}`),
    sql`, `,
  );
  const select = (where: SQL) =>
    sql`SELECT json_build_object(${json}) AS row FROM ${spec.table} WHERE ${and(spec.scope, where)}`;
  // The partial match is planned without its LIMIT: a MATERIALIZED CTE is planned on its own and
  // run only as far as the LIMIT pulls. Under a LIMIT the planner trusts its estimate of how many
  // rows match (~2,000 of 1M for a 4-digit term) and reads the table in order hoping to meet 60
  // early; for an RM, whose matches are few and late, that read 850,000 rows (1.6 s at 1M orders).
  // The CTE takes the table's name, so the caller's scope (written on the table's columns) filters
  // the matches outside it: inside, the planner would AND the trigram bitmap with the scope's index
  // (250,000 rows of an RM's orders, 107 ms) instead of checking the few matched rows.
  const name = sql.identifier(getTableName(spec.table));
  const partialRead = (where: SQL) =>
    sql`WITH ${name} AS MATERIALIZED (SELECT * FROM ${spec.table} WHERE ${where}) SELECT json_build_object(${json}) AS row FROM ${name}${spec.scope ? sql` WHERE ${spec.scope}` : sql``} LIMIT ${sql.raw(String(CANDIDATES))}`;
  const exactRead = (where: SQL) => sql`${select(where)} LIMIT 10`;
  const t = lower(spec.term);
  const rank = (r: Row) => (lower(r[spec.exactField] ?? '') === t ? 0 : 1);
  return {
    partial: partialRead(spec.partial ?? anyMatch(spec.matches, spec.term)),
    exact: exactRead(exactMatch(spec.matches, spec.term)),
    finish: (exact, partial, limit) => {
      const seen = new Set(exact.map((r) => r.id));
      const rows = [...exact, ...partial.filter((r) => !seen.has(r.id))]
        .sort((a, b) => rank(a) - rank(b) || compareRows(a, b, spec.keys))
        .slice(0, limit);
      return spec.present(rows);
    },
  };
}

/** What a term can be: an e-way bill number has only digits, an IRN only hex digits. */
const DIGITS = /^\d+$/;
const HEX = /^[0-9a-f]+$/i;
/**
 * Keys and document numbers (order, PO and PR numbers, consignment keys, invoice numbers, UTRs)
 * hold no spaces: a term with one is part of a name. Asking their trigram indexes anyway is not
 * free: pg_trgm reads "Pv" in "s Pv" as a word start, and the start trigram "  p" is in every
 * "PO/…" and "PR-…" number (40 ms over 1M orders to find nothing).
 */
const hasSpace = (term: string) => /\s/.test(term);

const ORDER_MATCHES: readonly Match[] = [
  ['orderKey', orders.orderKey],
  ['orderNumber', orders.orderNumber],
  ['buyerPoNumber', orders.buyerPoNumber],
  ['sellerPoNumber', orders.sellerPoNumber],
  ['prNumber', orders.prNumber],
];
const ORDER_SCOPE_ONLY = OrderSearchQuerySchema.parse({});

function orderGroup(kind: 'order' | 'purchaseOrder'): GroupSpec['plan'] {
  return (caller, term) =>
    hasSpace(term)
      ? null
      : bounded({
          table: orders,
          fields: {
            id: orders.id,
            orderKey: orders.orderKey,
            orderNumber: orders.orderNumber,
            buyerPoNumber: orders.buyerPoNumber,
            sellerPoNumber: orders.sellerPoNumber,
            prNumber: orders.prNumber,
            buyerName: orders.buyerName,
            orderDate: orders.orderDate,
          },
          scope: orderFilters(caller.scope, ORDER_SCOPE_ONLY),
          matches: ORDER_MATCHES,
          term,
          exactField: 'orderKey',
          keys: [
            ['orderDate', -1],
            ['id', -1],
          ],
          present: (rows) =>
            rows.map((r) => {
              const matched = matchedField(
                r,
                ORDER_MATCHES.map(([n]) => n),
                term,
              );
              const orderKey = r.orderKey ?? '';
              const shown = kind === 'purchaseOrder' && r.sellerPoNumber ? r.sellerPoNumber : orderKey;
              const value = r[matched];
              return {
                kind,
                key: orderKey,
                title: shown,
                subtitle:
                  [kind === 'order' ? (r.buyerName ?? null) : null, value && value !== shown ? value : null]
                    .filter((x): x is string => x !== null)
                    .join(' · ') || null,
                matched,
                tab: null,
              };
            }),
        });
}

const CONSIGNMENT_MATCHES: readonly Match[] = [
  ['consignmentKey', consignments.consignmentKey],
  ['orderKey', consignments.orderKey],
];

/** Consignments by key, vehicle or e-way bill number: three groups on one table, each its own column. */
function consignmentGroup(kind: 'consignment' | 'vehicle' | 'ewayBill'): GroupSpec['plan'] {
  const column =
    kind === 'consignment'
      ? consignments.consignmentKey
      : kind === 'vehicle'
        ? consignments.vehicleNo
        : consignments.ewayBillNumber;
  const name =
    kind === 'consignment' ? 'consignmentKey' : kind === 'vehicle' ? 'vehicleNo' : 'ewayBillNumber';
  const matches: readonly Match[] = kind === 'consignment' ? CONSIGNMENT_MATCHES : [[name, column]];
  // Vehicle numbers are stored without spaces (MH12AB1234); people type them with.
  const normal = (term: string) => (kind === 'vehicle' ? term.replace(/[\s-]/g, '') : term);
  return (caller, raw) => {
    const term = normal(raw);
    if (term.length === 0) return null;
    // An e-way bill number is twelve digits: a term with anything else cannot be part of one.
    if (kind === 'ewayBill' && !DIGITS.test(term)) return null;
    if (kind === 'consignment' && hasSpace(term)) return null;
    return bounded({
      table: consignments,
      fields: {
        id: consignments.id,
        consignmentKey: consignments.consignmentKey,
        orderKey: consignments.orderKey,
        vehicleNo: consignments.vehicleNo,
        ewayBillNumber: consignments.ewayBillNumber,
        buyerName: consignments.buyerName,
        createdAt: consignments.createdAt,
      },
      scope: consignmentScope(caller.scope),
      matches,
      term,
      exactField: name,
      keys: [
        ['createdAt', -1],
        ['id', -1],
      ],
      present: (rows) =>
        rows.map((r) => ({
          kind,
          key: r.consignmentKey ?? '',
          title: (kind === 'consignment' ? r.consignmentKey : r[name]) ?? '',
          subtitle:
            kind === 'consignment'
              ? `${r.orderKey} · ${r.buyerName}`
              : `${r.consignmentKey} · ${r.buyerName}`,
          matched:
            kind === 'consignment'
              ? matchedField(
                  r,
                  CONSIGNMENT_MATCHES.map(([n]) => n),
                  term,
                )
              : name,
          tab: null,
        })),
    });
  };
}

const digitsOnly = (term: string) => term.replace(/[\s-]/g, '').replace(/^\+91/, '');

function partyGroup(kind: 'buyer' | 'seller'): GroupSpec['plan'] {
  const table = kind === 'buyer' ? buyers : sellers;
  const scopeOf = kind === 'buyer' ? buyerScope : sellerScope;
  return (caller, term) => {
    // A phone part is searched only when what was typed is one (3+ digits, spaces and +91 dropped).
    const phone = digitsOnly(term);
    const byPhone = /^\d{3,}$/.test(phone);
    const t = lower(term);
    return bounded({
      table,
      fields: { id: table.id, name: table.name, gstin: table.gstin, city: table.city },
      scope: scopeOf(caller.scope),
      matches: [
        ['gstin', table.gstin],
        ['name', table.name],
      ],
      partial: or(
        ilike(table.name, likePattern(term)),
        ilike(table.gstin, likePattern(term)),
        byPhone ? ilike(table.phone, likePattern(phone)) : undefined,
      ),
      term,
      exactField: 'gstin',
      keys: [
        ['name', 1],
        ['id', 1],
      ],
      present: (rows) =>
        rows.map((r) => ({
          kind,
          key: r.id ?? '',
          title: r.name ?? '',
          subtitle: [r.gstin, r.city].filter(Boolean).join(' · ') || null,
          matched: lower(r.name ?? '').includes(t)
            ? 'name'
            : lower(r.gstin ?? '').includes(t)
              ? 'gstin'
              : 'phone',
          tab: null,
        })),
    });
  };
}

/** Staff open an invoice on its buyer's invoices tab; a seller on its own invoice page. */
const invoiceGroup: GroupSpec['plan'] = (caller, term) => {
  if (hasSpace(term)) return null;
  // An IRN is 64 hex digits: only a hex term can be part of one.
  const matches: readonly Match[] = [
    ['invoiceNumber', creditInvoices.invoiceNumber],
    ...(HEX.test(term) ? ([['irn', creditInvoices.irn]] as const) : []),
  ];
  const seller = caller.scope.sellerId !== undefined;
  return bounded({
    table: creditInvoices,
    fields: {
      id: creditInvoices.id,
      invoiceNumber: creditInvoices.invoiceNumber,
      irn: creditInvoices.irn,
      buyerId: creditInvoices.buyerId,
      buyerName: creditInvoices.buyerName,
      orderKey: creditInvoices.orderKey,
      invoiceDate: creditInvoices.invoiceDate,
    },
    scope: invoiceScope(caller.scope),
    matches,
    term,
    exactField: 'invoiceNumber',
    keys: [
      ['invoiceDate', -1],
      ['id', -1],
    ],
    present: (rows) =>
      rows.map((r) => ({
        kind: 'invoice' as const,
        key: (seller ? r.id : r.buyerId) ?? '',
        title: r.invoiceNumber ?? '',
        subtitle: `${r.buyerName} · ${r.orderKey}`,
        matched: matchedField(
          r,
          matches.map(([n]) => n),
          term,
        ),
        tab: seller ? null : 'invoices',
      })),
  });
};

const paymentGroup: GroupSpec['plan'] = (caller, term) =>
  hasSpace(term)
    ? null
    : bounded({
        table: creditPayments,
        fields: {
          id: creditPayments.id,
          utr: creditPayments.utr,
          buyerId: creditPayments.buyerId,
          buyerName: creditPayments.buyerName,
          paymentDate: creditPayments.paymentDate,
        },
        scope: paymentScope(caller.scope),
        matches: [['utr', creditPayments.utr]],
        term,
        exactField: 'utr',
        keys: [
          ['paymentDate', -1],
          ['id', -1],
        ],
        present: (rows) =>
          rows.map((r) => ({
            kind: 'payment' as const,
            key: r.buyerId ?? '',
            title: r.utr ?? '',
            subtitle: r.buyerName ?? null,
            matched: 'utr',
            tab: 'payments',
          })),
      });

/**
 * The groups, in the palette's order, each with the permission of the list it stands for (doc 1's
 * menu permissions). The order group is the sales order list; a seller, who has the purchase
 * order list instead, finds its orders there.
 */
const GROUPS: readonly GroupSpec[] = [
  { kind: 'order', permissions: ['Adm_Order_View'], plan: orderGroup('order') },
  { kind: 'purchaseOrder', permissions: ['Display_PO_Orders'], plan: orderGroup('purchaseOrder') },
  { kind: 'consignment', permissions: ['Ful_Consignment_View'], plan: consignmentGroup('consignment') },
  { kind: 'buyer', permissions: ['Display_Buyer_Tab'], plan: partyGroup('buyer') },
  { kind: 'seller', permissions: ['Display_Seller_Profiles_Tab'], plan: partyGroup('seller') },
  { kind: 'invoice', permissions: ['View_Buyer_Ledger', 'Display_Invoices_Tab_V2'], plan: invoiceGroup },
  { kind: 'payment', permissions: ['View_Buyer_Ledger'], plan: paymentGroup },
  { kind: 'vehicle', permissions: ['Ful_Consignment_View'], plan: consignmentGroup('vehicle') },
  { kind: 'ewayBill', permissions: ['Ful_Consignment_View'], plan: consignmentGroup('ewayBill') },
];

/** The groups this caller may search: the purchase orders only for whom the sales orders are not. */
export function searchableKinds(permissions: ReadonlySet<string>): SearchKind[] {
  const kinds = GROUPS.filter((g) => g.permissions.some((p) => permissions.has(p))).map((g) => g.kind);
  return kinds.includes('order') ? kinds.filter((k) => k !== 'purchaseOrder') : kinds;
}

/**
 * Every group the caller may search, in one statement (one round trip: on a busy server nine
 * queries side by side cost more than one doing nine small reads). Each branch reads its
 * candidates and the exact value; the rows come back as JSON, tagged with their group.
 */
export async function globalSearch(
  db: Db,
  caller: Caller,
  query: GlobalSearchQuery,
): Promise<GlobalSearchAnswer> {
  const kinds = new Set(searchableKinds(caller.permissions));
  const planned = GROUPS.filter((g) => kinds.has(g.kind)).flatMap((g) => {
    const plan = g.plan(caller, query.q, query.limit);
    return plan ? [{ kind: g.kind, plan }] : [];
  });
  if (planned.length === 0) return { q: query.q, groups: [] };
  const branches = planned.flatMap(({ plan }, i) => [
    sql`(SELECT ${i * 2}::int AS part, row FROM (${plan.exact}) e)`,
    sql`(SELECT ${i * 2 + 1}::int AS part, row FROM (${plan.partial}) p)`,
  ]);
  // Values inline (quoted by drizzle; standard_conforming_strings): a statement without parameters
  // is planned for its own term each time. A prepared one turns generic after five runs, and a
  // generic `ILIKE $1` under LIMIT is planned as a sequential scan (seconds on a rare term).
  const answer = await db.execute(sql.join(branches, sql` UNION ALL `).inlineParams());
  const rows = ((answer as { rows?: unknown[] }).rows ?? (answer as unknown[])) as {
    part: number;
    row: Row | string;
  }[];
  const parts = new Map<number, Row[]>();
  for (const r of rows) {
    const row = typeof r.row === 'string' ? (JSON.parse(r.row) as Row) : r.row;
    parts.set(r.part, [...(parts.get(r.part) ?? []), row]);
  }
  const groups = planned.map(({ kind, plan }, i): SearchGroup => ({
    kind,
    hits: plan.finish(parts.get(i * 2) ?? [], parts.get(i * 2 + 1) ?? [], query.limit),
  }));
  return { q: query.q, groups: groups.filter((g) => g.hits.length > 0) };
}
