// Courier-only and pickup-only parts of checkout (address fields, the shop list, the totals
// with and without the courier fee) are shown by CSS from the checked delivery radio, so the
// page switches them with and without JavaScript. The form carries DELIVERY_SWITCH; a part
// carries one of the data attributes.

export const DELIVERY_IDS = {
  courier: 'delivery-courier',
  pickup: 'delivery-pickup',
  pickup_point: 'delivery-pickup-point',
} as const;

export const COURIER_ONLY = { 'data-courier-only': '' } as const;
export const PICKUP_ONLY = { 'data-pickup-only': '' } as const;
/** The carrier's pickup points: their list and the totals with the carrier's price. */
export const POINT_ONLY = { 'data-point-only': '' } as const;

/** Classes for the element that holds the radios and the parts they switch: each part shows for its radio only. */
export const DELIVERY_SWITCH = [
  '[&:has(#delivery-pickup:checked)_[data-courier-only]]:hidden',
  '[&:has(#delivery-pickup-point:checked)_[data-courier-only]]:hidden',
  '[&:has(#delivery-courier:checked)_[data-pickup-only]]:hidden',
  '[&:has(#delivery-pickup-point:checked)_[data-pickup-only]]:hidden',
  '[&:has(#delivery-courier:checked)_[data-point-only]]:hidden',
  '[&:has(#delivery-pickup:checked)_[data-point-only]]:hidden',
].join(' ');
