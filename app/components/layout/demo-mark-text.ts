/** The words of the demo shop's mark, sent with the root data (root-data.server.ts). */
export interface DemoMarkText {
  title: string;
  note: string;
}

export const DEMO_MARK: DemoMarkText = {
  title: 'Демо-магазин',
  note: 'заказы и оплата здесь не настоящие',
};
