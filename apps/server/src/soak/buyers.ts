import { randomUUID } from 'node:crypto';
import type { Recorder } from './recorder.ts';

/**
 * What the soak's buyers do through nginx: browse and order. They record what they saw succeed,
 * for the checks (checks.ts).
 */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A request nginx could not complete: retried with the same Idempotency-Key, as the web app would. */
export const retryable = (status: number) =>
  status === 0 || status === 502 || status === 503 || status === 504;

export interface PlacedOrder {
  buyer: string;
  key: string;
  orderIds: string[];
}

export interface BuyerResults {
  placed: PlacedOrder[];
  /** Same-key repeats whose answer was the first one's orders (header idempotent-replayed). */
  replaysMatched: number;
  replaysMismatched: string[];
  /** Placements retried after no answer or a 5xx, and what they ended with. */
  retriedPlacements: number;
  /** Keys whose placement never got a definite answer (all retries failed). */
  unresolvedKeys: string[];
}

const SEARCH_TERMS = ['amp', 'speaker', 'sub', 'wire', 'kit', '12', 'tweeter', 'harness'];

interface ListedProduct {
  id: string;
  canOrder: boolean;
  price?: string | null;
}

/** One signed-in buyer until `stop()` says so: list, search, facets, detail; every third round an order. */
export async function runBuyer(
  recorder: Recorder,
  base: string,
  buyer: { email: string; cookie: string },
  results: BuyerResults,
  stop: () => boolean,
  thinkMs: number,
): Promise<void> {
  const { cookie } = buyer;
  const options = await recorder.send<{ id: string; isActive?: boolean }[]>(
    base,
    'payment options',
    'GET',
    '/api/payment-options',
    { cookie },
  );
  const paymentOptionId = Array.isArray(options.body)
    ? options.body.find((o) => o.isActive !== false)?.id
    : undefined;
  if (!paymentOptionId) throw new Error(`${buyer.email} has no payment option (${options.status})`);
  const unorderable = new Set<string>();
  for (let round = 0; !stop(); round += 1) {
    const term = SEARCH_TERMS[round % SEARCH_TERMS.length]!;
    const list = await recorder.send<{ products?: ListedProduct[] }>(
      base,
      'catalogue list',
      'GET',
      '/api/products?limit=24',
      { cookie },
    );
    await sleep(thinkMs);
    const search = await recorder.send<{ products?: ListedProduct[] }>(
      base,
      'catalogue search',
      'GET',
      `/api/products?limit=24&search=${encodeURIComponent(term)}`,
      { cookie },
    );
    await sleep(thinkMs);
    await recorder.send(
      base,
      'catalogue facets',
      'GET',
      `/api/products/facets?search=${encodeURIComponent(term)}`,
      { cookie },
    );
    await sleep(thinkMs);
    const products = [...(search.body?.products ?? []), ...(list.body?.products ?? [])];
    const product = products[round % Math.max(products.length, 1)];
    if (product)
      await recorder.send(base, 'product detail', 'GET', `/api/products/${product.id}`, { cookie });
    await sleep(thinkMs);
    if (round % 3 !== 2) continue;

    // What the catalogue offers this shop to order (its authorizations), as the Add to cart button does.
    const orderable = products.filter((p) => p.canOrder && p.price != null && !unorderable.has(p.id));
    const pick = orderable[round % Math.max(orderable.length, 1)];
    if (!pick) continue;
    const added = await recorder.send(base, 'cart add', 'POST', '/api/cart', {
      cookie,
      body: { productId: pick.id, quantity: 1 + (round % 3) },
      headers: { 'idempotency-key': randomUUID() },
    });
    // Not every listed product is this shop's to order (authorizations): not offered again.
    if (added.status === 400 || added.status === 403) unorderable.add(pick.id);
    if (added.status !== 201) continue;
    await sleep(thinkMs);
    // Every third placement is sent twice with its key, as a double click or a browser retry would.
    await placeOrder(recorder, base, buyer, paymentOptionId, results, results.placed.length % 3 === 0);
    await sleep(thinkMs);
  }
}

/** One placement with its own key, retried with that key until it has an answer; optionally repeated once more. */
async function placeOrder(
  recorder: Recorder,
  base: string,
  buyer: { email: string; cookie: string },
  paymentOptionId: string,
  results: BuyerResults,
  repeat: boolean,
): Promise<void> {
  const key = `soak-${randomUUID()}`;
  const send = () =>
    recorder.send<{ orders?: { id: string }[] }>(base, 'order place', 'POST', '/api/orders', {
      cookie: buyer.cookie,
      body: { paymentOptionId },
      headers: { 'idempotency-key': key },
    });
  let answer = await send();
  for (let attempt = 1; retryable(answer.status) && attempt <= 6; attempt += 1) {
    results.retriedPlacements += 1;
    await sleep(1000 * attempt);
    answer = await send();
  }
  if (retryable(answer.status)) return void results.unresolvedKeys.push(key);
  if (answer.status !== 201) return;
  const orderIds = (answer.body.orders ?? []).map((order) => order.id);
  results.placed.push({ buyer: buyer.email, key, orderIds });
  if (!repeat) return;
  // The user's second click or the browser's retry: the same answer, nothing placed again.
  const again = await send();
  const againIds = (again.body?.orders ?? []).map((order) => order.id);
  if (
    again.status === 201 &&
    again.headers.get('idempotent-replayed') === 'true' &&
    againIds.join() === orderIds.join()
  )
    results.replaysMatched += 1;
  else results.replaysMismatched.push(`${key}: ${again.status} ${againIds.join(',')}`);
}
