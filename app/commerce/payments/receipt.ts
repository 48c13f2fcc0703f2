// The fiscal receipt (54-ФЗ) YooKassa sends to the tax service with every online payment. Its
// lines must add up to the payment to the kopeck, while the shop's prices, promo discount and
// bonus points are whole roubles spread over lines of several units: the reduction is shared
// out over the lines by their sums (largest remainders take the odd kopecks), and a line whose
// share does not divide by its quantity is split in two positions one kopeck apart.

/** A bought line as the order keeps it. */
export interface ReceiptLineInput {
  description: string;
  quantity: number;
  /** Whole roubles per unit, before the promo discount and points. */
  price: number;
}

export interface ReceiptInput {
  lines: ReceiptLineInput[];
  /** Courier fee, whole roubles; its own position, never reduced (points do not pay delivery). */
  delivery: number;
  /** What the shopper pays, whole roubles: goods less promo discount and points, plus delivery. */
  total: number;
  customer: { email?: string; phone?: string };
  /** YooKassa's vat_code (1–12). */
  vatCode: number;
  /** YooKassa's payment_mode of every position ('full_prepayment' for a payment before delivery). */
  paymentMode: string;
}

export interface ReceiptItem {
  description: string;
  quantity: number;
  amount: { value: string; currency: 'RUB' };
  vat_code: number;
  payment_mode: string;
  payment_subject: 'commodity' | 'service';
}

export interface Receipt {
  customer: { email?: string; phone?: string };
  items: ReceiptItem[];
}

/** YooKassa keeps at most 128 characters of a position's name. */
const DESCRIPTION_MAX = 128;

/** Kopecks as YooKassa writes amounts: 123456 → '1234.56'. */
export function kopecksToValue(kopecks: number): string {
  return `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
}

/**
 * Shares `reduction` kopecks out over `sums` in proportion to them, never more than a sum:
 * each share rounded down, then the kopecks left go one by one to the largest remainders.
 */
export function spreadReduction(sums: number[], reduction: number): number[] {
  const whole = sums.reduce((a, b) => a + b, 0);
  if (reduction <= 0 || whole === 0) return sums.map(() => 0);
  if (reduction >= whole) return [...sums];
  const exact = sums.map((sum) => (reduction * sum) / whole);
  const shares = exact.map(Math.floor);
  let left = reduction - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    if (shares[index] < sums[index]) {
      shares[index] += 1;
      left -= 1;
    }
  }
  return shares;
}

/** The receipt of an order's online payment; its positions add up to `total` exactly. */
export function buildReceipt(input: ReceiptInput): Receipt {
  const sums = input.lines.map((line) => line.price * line.quantity * 100);
  const goodsToPay = (input.total - input.delivery) * 100;
  const goods = sums.reduce((a, b) => a + b, 0);
  if (goodsToPay < 0 || goodsToPay > goods) {
    throw new Error(`The receipt cannot reach ${input.total} ₽ from goods of ${goods / 100} ₽`);
  }
  const shares = spreadReduction(sums, goods - goodsToPay);
  const position = (
    description: string,
    quantity: number,
    kopecks: number,
    subject: ReceiptItem['payment_subject'],
  ): ReceiptItem => ({
    description: description.slice(0, DESCRIPTION_MAX),
    quantity,
    amount: { value: kopecksToValue(kopecks), currency: 'RUB' },
    vat_code: input.vatCode,
    payment_mode: input.paymentMode,
    payment_subject: subject,
  });

  const items: ReceiptItem[] = [];
  input.lines.forEach((line, i) => {
    const net = sums[i] - shares[i];
    const unit = Math.floor(net / line.quantity);
    const odd = net - unit * line.quantity;
    // `odd` units cost a kopeck more than the rest, so the line's positions add up to `net`.
    if (odd < line.quantity) items.push(position(line.description, line.quantity - odd, unit, 'commodity'));
    if (odd > 0) items.push(position(line.description, odd, unit + 1, 'commodity'));
  });
  if (input.delivery > 0) items.push(position('Доставка', 1, input.delivery * 100, 'service'));

  const customer: Receipt['customer'] = {};
  if (input.customer.email) customer.email = input.customer.email;
  // YooKassa takes the phone as digits with the country code, without '+' (ITU-T E.164).
  if (input.customer.phone) customer.phone = input.customer.phone.replace(/\D/g, '');
  return { customer, items };
}

/** What a receipt's positions add up to, in kopecks. */
export function receiptKopecks(receipt: Receipt): number {
  return receipt.items.reduce((sum, item) => {
    const [roubles, kopecks] = item.amount.value.split('.');
    return sum + (Number(roubles) * 100 + Number(kopecks)) * item.quantity;
  }, 0);
}
