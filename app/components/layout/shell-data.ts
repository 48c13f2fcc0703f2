/** What the header, footer and 404 page need to know about the visitor (from root data). */
export type ShellData = {
  cityName: string;
  isAuth: boolean;
  isAdmin: boolean;
  basketCount: number;
};

/** A guest in the default city: the shell's data when the root loader itself failed. */
export const GUEST_SHELL: ShellData = { cityName: 'Москва', isAuth: false, isAdmin: false, basketCount: 0 };
