import { formatMoney } from './format';

/** The master-pack part of a priced line, as the cart and orders carry it. */
export interface MasterPackSplit {
  masterPacks: number;
  masterPackQty: number;
  masterPackPrice: string | null;
}

/**
 * How a line total was reached when it includes full master packs, for the cart and order lines
 * alike: '2 master packs of 2 at $96.62/unit'. Null when the line has none, so the unit price
 * times the quantity is the total.
 */
export function masterPackNote(line: MasterPackSplit): string | null {
  if (line.masterPacks <= 0 || line.masterPackPrice === null) return null;
  const packs = `${line.masterPacks} master pack${line.masterPacks === 1 ? '' : 's'}`;
  return `${packs} of ${line.masterPackQty} at ${formatMoney(line.masterPackPrice)}/unit`;
}
