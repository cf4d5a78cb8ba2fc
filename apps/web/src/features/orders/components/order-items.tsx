import type { OrderDetail } from '@crossover/domain/orders';
import { LoadError } from '@/components/ui/load-error';
import { formatMoney } from '@/lib/format';
import { masterPackNote } from '@/lib/master-pack';
import { useOrderDetail } from '../api/get-orders';

const textHeader = 'py-2 pr-4 font-medium';
const numberHeader = 'py-2 pl-4 text-right font-medium';
const numberCell = 'py-2 pl-4 text-right tabular-nums';

/** The lines of one order, fetched when first shown. */
export function OrderItems({ orderId }: { orderId: string }) {
  const detail = useOrderDetail(orderId);
  if (detail.data) return <OrderItemsTable order={detail.data} />;
  // While a retry runs this shows loading again, not the old error.
  if (detail.isError && !detail.isFetching) {
    return <LoadError message="Items could not be loaded." onRetry={() => void detail.refetch()} />;
  }
  return (
    <p role="status" className="text-sm text-slate-600">
      Loading items…
    </p>
  );
}

function OrderItemsTable({ order }: { order: OrderDetail }) {
  const totals = [
    { label: 'Subtotal', amount: order.subtotalAmount },
    { label: 'Tax', amount: order.taxAmount },
    { label: 'Total', amount: order.totalAmount },
  ];
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Items of order {order.orderNumber}</caption>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className={textHeader}>
              Product
            </th>
            <th scope="col" className={textHeader}>
              SKU
            </th>
            <th scope="col" className={numberHeader}>
              Qty
            </th>
            <th scope="col" className={numberHeader}>
              Unit Price
            </th>
            <th scope="col" className={numberHeader}>
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {order.items.map((item) => {
            // As in the cart: a total with master packs is not quantity × unit price, so say how.
            const packs = masterPackNote(item);
            return (
              <tr key={item.id}>
                <td className="py-2 pr-4 text-slate-900">
                  {item.productName ?? '-'}
                  {packs ? <span className="block text-xs text-slate-600">{packs}</span> : null}
                </td>
                <td className="py-2 pr-4 font-mono text-xs text-slate-600">{item.sku ?? '-'}</td>
                <td className={numberCell}>{item.quantity}</td>
                <td className={numberCell}>{formatMoney(item.unitPrice)}</td>
                <td className={numberCell}>{formatMoney(item.totalPrice)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot className="border-t border-slate-200">
          {totals.map(({ label, amount }) => (
            <tr key={label} className={label === 'Total' ? 'font-semibold text-slate-900' : 'text-slate-600'}>
              <th scope="row" colSpan={4} className="pt-2 text-right font-medium">
                {label}
              </th>
              <td className="pt-2 pl-4 text-right tabular-nums">{formatMoney(amount)}</td>
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
