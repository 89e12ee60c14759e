import {
  PREORDER_MESSAGES as M,
  type HarvestOutcome,
  type OpenPreorderBody,
  type PackingWindow,
  type PreorderView,
  type SizePreorder,
} from '@farm/contract';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { ConflictError, NotFoundError, RuleViolationError } from '../../shared/errors.js';
import { AuditRepository, type StaffActor } from '../audit/index.js';
import { PreorderRepository, type OpenPreorder } from './repository.js';

const PREORDERS = { preorders: PreorderRepository, audit: AuditRepository };

type ListRow = Awaited<ReturnType<PreorderRepository['list']>>[number];

function viewOf(r: ListRow): PreorderView {
  const row = r.row;
  const state = row.harvestedAt
    ? 'harvested'
    : r.open
      ? 'open'
      : row.soldQuantity >= row.expectedQuantity
        ? 'sold_out'
        : 'closed';
  return {
    id: row.id,
    product_id: r.productId,
    product_name: r.productName,
    product_size_id: row.productSizeId,
    size: r.size,
    expected: row.expectedQuantity,
    sold: row.soldQuantity,
    held: r.held,
    left: r.open ? Math.max(0, row.expectedQuantity - row.soldQuantity - r.held) : 0,
    waiting: r.waiting,
    dispatch_from: row.dispatchFrom,
    dispatch_to: row.dispatchTo,
    closes_at: row.closesAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
    actual: row.actualQuantity,
    harvested_at: row.harvestedAt?.toISOString() ?? null,
    note: row.note,
    state,
    shelf: r.shelf,
  };
}

/** The end of a day in Kerala (India has one time zone, no summer time): the closing moment of a closing date. */
export const endOfKeralaDay = (day: string) => new Date(`${day}T23:59:59.999+05:30`);

/**
 * The units a short harvest refunds, latest orders first (docs/domain.md "Pre-orders"): from each line of the list
 * (latest first) as much as is still to refund, a line partly when that is all that is needed.
 */
export function shortfallPlan(
  lines: readonly { orderId: number; itemId: number; left: number }[],
  actual: number,
): { sold: number; refunds: Map<number, { itemId: number; quantity: number }[]> } {
  const sold = lines.reduce((sum, line) => sum + line.left, 0);
  let short = Math.max(0, sold - actual);
  const refunds = new Map<number, { itemId: number; quantity: number }[]>();
  for (const line of lines) {
    if (short <= 0) break;
    const quantity = Math.min(short, line.left);
    refunds.set(line.orderId, [...(refunds.get(line.orderId) ?? []), { itemId: line.itemId, quantity }]);
    short -= quantity;
  }
  return { sold, refunds };
}

/** Pre-orders against a harvest (docs/domain.md "Pre-orders"): opening, closing and the console's views. */
export class PreorderService {
  constructor(
    private readonly db: Db,
    /** Drops this process's cached catalogue answers: the size's page changes when a pre-order opens or closes. */
    private readonly catalogueChanged: () => void = () => {},
  ) {}

  /** The open pre-orders of these sizes (the product page, the cart, pricing). */
  openFor(sizeIds: readonly number[]): Promise<Map<number, OpenPreorder>> {
    return new PreorderRepository(this.db).openFor(sizeIds);
  }

  async list(): Promise<PreorderView[]> {
    return (await new PreorderRepository(this.db).list()).map(viewOf);
  }

  async get(id: number): Promise<PreorderView> {
    const [row] = await new PreorderRepository(this.db).list([id]);
    if (!row) throw new NotFoundError(M.notFound);
    return viewOf(row);
  }

  async open(body: OpenPreorderBody, by: StaffActor): Promise<{ preorder: PreorderView; message: string }> {
    const closesAt = endOfKeralaDay(body.closes_on);
    if (closesAt.getTime() <= Date.now())
      throw new RuleViolationError(M.closesPast, { closes_on: [M.closesPast] });
    const id = await withTransaction(this.db, PREORDERS, async (tx) => {
      const size = await tx.preorders.size(body.product_size_id);
      if (!size) throw new RuleViolationError(M.sizeUnknown, { product_size_id: [M.sizeUnknown] });
      if (await tx.preorders.current(body.product_size_id)) throw new ConflictError(M.alreadyOpen);
      const row = await tx.preorders.insert({
        productSizeId: body.product_size_id,
        expectedQuantity: body.expected_quantity,
        dispatchFrom: body.dispatch_from,
        dispatchTo: body.dispatch_to,
        closesAt,
        note: body.note,
        createdBy: by.staffId,
      });
      await tx.audit.write({
        ...by,
        action: 'preorder.open',
        entity: 'product_size',
        entityId: String(body.product_size_id),
        before: null,
        after: { preorder: row.id, ...body },
      });
      return row.id;
    }).catch((error: unknown) => {
      // Two staff opening one at the same moment: the unique index answers the second.
      if (String((error as { code?: string }).code ?? '') === '23505') throw new ConflictError(M.alreadyOpen);
      throw error;
    });
    this.catalogueChanged();
    return { preorder: await this.get(id), message: M.opened };
  }

  async close(id: number, by: StaffActor): Promise<{ preorder: PreorderView; message: string }> {
    await withTransaction(this.db, PREORDERS, async (tx) => {
      const row = await tx.preorders.lockById(id);
      if (!row) throw new NotFoundError(M.notFound);
      if (row.harvestedAt) throw new ConflictError(M.harvested);
      if (row.closedAt) throw new ConflictError(M.alreadyClosed);
      await tx.preorders.close(id);
      await tx.audit.write({
        ...by,
        action: 'preorder.close',
        entity: 'product_size',
        entityId: String(row.productSizeId),
        before: { preorder: id, closes_at: row.closesAt.toISOString() },
        after: { preorder: id, closed: true },
      });
    });
    this.catalogueChanged();
    return { preorder: await this.get(id), message: M.closedNow };
  }

  /** What recording `actual` would refund now (the console's confirm dialog). */
  async harvestPreview(id: number, actual: number): Promise<HarvestOutcome> {
    const repo = new PreorderRepository(this.db);
    const [row] = await repo.list([id]);
    if (!row) throw new NotFoundError(M.notFound);
    if (row.row.harvestedAt) throw new ConflictError(M.harvested);
    return outcomeOf(shortfallPlan(await repo.linesLatestFirst(id), actual), actual);
  }

  async packing(): Promise<PackingWindow[]> {
    const rows = await new PreorderRepository(this.db).packing();
    const windows = new Map<string, PackingWindow>();
    for (const row of rows) {
      const key = `${row.dispatchFrom}/${row.dispatchTo}`;
      const window = windows.get(key) ?? {
        dispatch_from: row.dispatchFrom,
        dispatch_to: row.dispatchTo,
        orders: [],
      };
      windows.set(key, window);
      let order = window.orders.find((o) => o.order_id === row.orderId);
      if (!order) {
        order = {
          order_id: row.orderId,
          order_no: row.orderNo,
          status: row.status,
          name: row.name,
          city: row.city,
          pincode: row.pincode,
          lines: [],
        };
        window.orders.push(order);
      }
      order.lines.push({ product_name: row.productName, size: row.size, quantity: row.quantity });
    }
    return [...windows.values()];
  }
}

export function outcomeOf(plan: ReturnType<typeof shortfallPlan>, actual: number): HarvestOutcome {
  const units = [...plan.refunds.values()].flat().reduce((sum, line) => sum + line.quantity, 0);
  return {
    sold: plan.sold,
    refund_units: units,
    refund_orders: plan.refunds.size,
    left_over: Math.max(0, actual - plan.sold),
  };
}

/**
 * The desk's one rule for pre-order lines (docs/domain.md "Pre-orders"): an order may not be packed or shipped while
 * a line of it waits for its harvest; refused in words naming each product and its window. `firstParcelSent`: the
 * ready goods of a split order went first, so what is left to pack is the pre-order lines only, and they still wait.
 */
export async function refuseWhileWaiting(repo: PreorderRepository, orderId: number): Promise<void> {
  const waiting = (await repo.waitingLines(orderId)).filter((line) => line.left > 0);
  if (waiting.length === 0) return;
  throw new ConflictError(M.waitingForHarvest(waiting));
}

/** An open pre-order as the storefront shows it (contract: sizePreorder). */
export function toSizePreorder(open: OpenPreorder | null | undefined): SizePreorder | null {
  if (!open) return null;
  return {
    id: open.id,
    dispatch_from: open.dispatchFrom,
    dispatch_to: open.dispatchTo,
    closes_at: open.closesAt.toISOString(),
    left: open.left,
  };
}
