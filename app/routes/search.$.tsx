// /search/{code}: the same page as /search/ for now; the search issue decides what {code} narrows.
export { default, handle, headers, meta } from './search._index';
