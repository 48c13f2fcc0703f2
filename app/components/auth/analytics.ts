// The analytics goals of a sign-in (docs/product.md#sign-in-flow), as plain data-layer events for now: whatever
// tag manager the shop adds later reads window.dataLayer.

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export type SignInGoal = 'login' | 'sign_up';

/** The goals a successful sign-in reaches: login always, sign_up when it created the account. */
export function signInGoals(isNewUser: boolean): SignInGoal[] {
  return isNewUser ? ['login', 'sign_up'] : ['login'];
}

/** Pushes {event} for each goal onto window.dataLayer (created when missing). */
export function reachGoals(goals: SignInGoal[]): void {
  const layer = (window.dataLayer ??= []);
  for (const event of goals) layer.push({ event });
}
