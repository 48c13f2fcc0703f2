import type { PaymentMethod } from '~/commerce/contract/payment-methods';

// Small marks drawn for this shop in each service's colours, so the shopper finds their way
// to pay at a glance; inline, so the checkout needs no extra request and works offline.

const SIZE = { width: 40, height: 28, viewBox: '0 0 40 28' } as const;

function Card() {
  return (
    <svg {...SIZE} aria-hidden="true">
      <rect x="2" y="3" width="36" height="22" rx="4" fill="#1f2937" />
      <rect x="2" y="8" width="36" height="4" fill="#6b7280" />
      <rect x="6" y="17" width="12" height="3" rx="1.5" fill="#e5e7eb" />
    </svg>
  );
}

function Sbp() {
  // The fast payments system's mark is a many-coloured arrow; four triangles stand for it.
  return (
    <svg {...SIZE} aria-hidden="true">
      <path d="M12 4 L20 9 L12 14 Z" fill="#5b57a2" />
      <path d="M12 14 L20 19 L12 24 Z" fill="#d90751" />
      <path d="M20 9 L28 4 L28 14 Z" fill="#0f754e" />
      <path d="M20 19 L28 14 L28 24 Z" fill="#fab619" />
    </svg>
  );
}

function SberPay() {
  return (
    <svg {...SIZE} aria-hidden="true">
      <circle cx="20" cy="14" r="11" fill="#21a038" />
      <path
        d="M14 14.5 L18.5 18.5 L26.5 10"
        stroke="#fff"
        strokeWidth="2.6"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

function TPay() {
  return (
    <svg {...SIZE} aria-hidden="true">
      <rect x="8" y="2" width="24" height="24" rx="6" fill="#ffdd2d" />
      <path d="M14 9 H26 M20 9 V21" stroke="#333" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

function Bnpl() {
  // Four parts of one sum, the first one paid.
  return (
    <svg {...SIZE} aria-hidden="true">
      <circle cx="20" cy="14" r="10" fill="none" stroke="#d1d5db" strokeWidth="4" />
      <path d="M20 4 A10 10 0 0 1 30 14" fill="none" stroke="#21a038" strokeWidth="4" />
    </svg>
  );
}

function OnReceipt() {
  return (
    <svg {...SIZE} aria-hidden="true">
      <rect x="5" y="7" width="30" height="16" rx="3" fill="#d1fae5" stroke="#047857" strokeWidth="1.5" />
      <circle cx="20" cy="15" r="4" fill="none" stroke="#047857" strokeWidth="1.5" />
    </svg>
  );
}

const ICONS: Record<PaymentMethod, () => JSX.Element> = {
  card: Card,
  sbp: Sbp,
  sberpay: SberPay,
  tpay: TPay,
  bnpl: Bnpl,
  on_receipt: OnReceipt,
};

/** The mark of a way to pay, beside its name. */
export function PaymentMethodIcon({ method }: { method: PaymentMethod }) {
  const Icon = ICONS[method];
  return (
    <span className="flex h-7 w-10 shrink-0 items-center justify-center" data-payment-icon={method}>
      <Icon />
    </span>
  );
}
