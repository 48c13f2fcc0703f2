export * from './location';
export * from './catalog';
export * from './customers';
export * from './orders';
export * from './content';
export * from './messages';
export * from './attribution';
export * from './exchange';
